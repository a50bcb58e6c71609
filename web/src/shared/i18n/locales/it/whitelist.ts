/** The white list screen (spec section 2 'White list', section 5 'White list insert'). */
export const whitelistTexts = {
  whitelist: {
    title: 'Gestione White list {{total}}',
    titleLoading: 'Gestione White list',
    empty: 'Nessun soggetto trovato',
    selected: '{{count}} soggetti selezionati',
    // The list's own names of its filters; the others are the shared `list.filters`.
    filters: {
      dateRange: 'Data inserimento',
    },
    options: {
      // 'Solo attivi' with no insertion range chosen: every active entry, whatever its insertion date.
      onlyActiveSubjects: { liftedRange: 'Solo attivi, qualsiasi data di inserimento' },
    },
    columns: {
      id: 'ID',
      taxCode: 'Codice fiscale',
      vatRegistrationNo: 'Partita IVA',
      companyName: 'Ragione sociale',
      reasonDescription: 'Causale',
      creationDate: 'Data inserimento',
      expiringDate: 'Data fine validità',
      revocationDate: 'Data revoca',
      status: 'Stato',
      creationUser: 'Inserito da',
      revocationUser: 'Revocato da',
      note: 'Note',
      requestDate: 'Data richiesta',
      siebelRequestCode: 'Codice richiesta Siebel',
      idRequest: 'ID richiesta',
    },
    statuses: {
      active: 'Attivo',
      expired: 'Scaduto',
      revoked: 'Revocato',
    },
    insert: {
      open: 'Inserisci soggetto',
      title: 'Inserisci soggetto',
      identifiersHint: 'Inserire almeno uno tra codice fiscale e partita IVA.',
      expiryHint: 'Calcolata dai giorni di validità della configurazione in vigore.',
      reasonPlaceholder: 'Scegliere una causale',
      noteConstraint: 'Facoltativa, al massimo {{max}} caratteri.',
      companyNameTooLong: 'La ragione sociale può contenere al massimo {{max}} caratteri.',
      loadingConfiguration: 'Lettura della configurazione in vigore',
      configurationFailed: 'Impossibile leggere la configurazione in vigore.',
      retry: 'Riprova',
      summary: '{{subject}} sarà esente dai controlli fino al {{expiry}}.',
    },
    detail: {
      open: 'Dettaglio',
      title: 'Dettaglio soggetto',
      label: 'Dati del soggetto',
      dismiss: 'Chiudi il dettaglio',
      close: 'Chiudi',
      revoke: 'Revoca',
    },
    revoke: {
      title: 'Revoca soggetto',
      summary: '{{subject}} non sarà più esente dai controlli, da subito.',
    },
  },
};
