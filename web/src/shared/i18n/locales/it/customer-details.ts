/** The customer's page (spec section 2 '/admin/clientsList/details', section 3 'Customer row'). */
export const customerDetailsTexts = {
  customerDetails: {
    title: 'Dettaglio cliente',
    code: 'Codice cliente {{code}}',
    backToList: 'Torna alla Vista Clienti',
    breadcrumbs: 'Percorso',
    runPrecheck: 'Esegui precheck',
    loading: 'Caricamento del cliente',
    loadFailed: 'Impossibile caricare il cliente.',
    retry: 'Riprova',
    notFound: {
      title: 'Cliente non trovato',
      description: 'Nessun cliente con codice {{code}} tra quelli visibili al tuo profilo.',
      noCode: "L'indirizzo non indica un codice cliente valido.",
    },
    sections: {
      identity: 'Anagrafica e segmento',
      credit: 'Situazione creditizia',
      bureau: 'Centrale rischi',
      score: 'Score',
      lists: 'White list e black list',
      checks: 'Verifiche',
    },
    // The page's own fields; the customer row's are named as the list's columns (clientsList.columns).
    fields: {
      A_PRESENZA_PDR: 'Presenza PDR',
      supplyAddress: 'Indirizzo di fornitura',
      arrears: 'Morosità',
      whiteList: 'White list',
      RADIATI: 'Black list radiati',
      CEDUTI: 'Black list ceduti',
    },
    values: {
      yes: 'Sì',
      no: 'No',
      classSince: '{{value}} (dal {{date}})',
      inArrears: 'In morosità',
      noArrears: 'Nessuna morosità',
    },
    whiteList: {
      none: 'Non presente',
      active: 'Attiva fino al {{date}}',
      expired: 'Scaduta il {{date}}',
      revoked: 'Revocata il {{date}}',
    },
    blackList: {
      listed: 'Presente nella lista in vigore',
      notListed: 'Non presente',
    },
    checks: {
      description: 'Le ultime {{max}} verifiche del cliente, dalla più recente.',
      label: 'Verifiche del cliente',
      empty: 'Nessuna verifica per questo cliente.',
    },
  },
};
