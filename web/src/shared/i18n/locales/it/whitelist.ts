/** The white list screen (spec section 2 'White list'). */
export const whitelistTexts = {
  whitelist: {
    title: 'Gestione White list {{total}}',
    titleLoading: 'Gestione White list',
    empty: 'Nessun soggetto trovato',
  },
};
