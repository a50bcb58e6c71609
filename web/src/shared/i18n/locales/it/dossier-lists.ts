export const dossierListsTexts = {
  dossierList: {
    title: 'Lista pratiche di accettazione trovate {{total}}',
    empty: 'Nessuna pratica trovata.',
    titleLoading: 'Lista pratiche di accettazione trovate',
  },
  aggregatedList: {
    title: 'Pratiche Aggregate {{total}}',
    empty: 'Nessuna pratica trovata.',
    titleLoading: 'Pratiche Aggregate',
    kpiNote: 'I filtri evidenziati in verde definiscono le pratiche su cui sono calcolati i KPI business.',
  },
};
