/** The agency mapping section (spec section 2 'Agency mapping'). */
export const agenciesTexts = {
  agencies: {
    title: 'Mapping codice agenzia {{total}}',
    titleLoading: 'Mapping codice agenzia',
    empty: 'Nessuna agenzia trovata',
  },
};
