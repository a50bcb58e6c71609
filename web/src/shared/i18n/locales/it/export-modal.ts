export const exportModalTexts = {
  // The queued export of a whole list (spec section 2 'Export modal', section 5 'Export form').
  exportModal: {
    exportAll: 'Esporta tutto',
    nothingToExport: 'Nessuna riga da esportare',
    title: 'Esportazione lista',
    description:
      "L'esportazione viene messa in coda con i filtri applicati alla lista: il file sarà scaricabile dalla Vista Estrazioni & Arricchimenti.",
    fields: {
      filename: 'Nome file',
      fileSeparator: 'Separatore',
      note: 'Nota',
    },
    filenameHint: 'Lettere, cifre, punto, trattino e trattino basso: gli altri caratteri diventano _.',
    noteHint: 'Facoltativa, al massimo {{max}} caratteri.',
    optional: 'facoltativo',
    separators: {
      semicolon: 'Punto e virgola ( ; )',
      pipe: 'Barra verticale ( | )',
      comma: 'Virgola ( , )',
    },
    errors: {
      required: 'Campo obbligatorio',
      nameTaken: 'File con lo stesso nome già esistente',
      backend: 'Errore nel sistema di backend.',
      noteTooLong: 'La nota supera i {{max}} caratteri.',
      submitFailed: 'Esportazione non riuscita',
    },
    checking: 'Verifica del nome in corso',
    cancel: 'Annulla',
    confirm: 'Conferma',
    close: 'Chiudi',
    dismiss: 'Chiudi la finestra',
    submitted: 'Lista in fase di esportazione....',
    extractionsLink: 'Vista Estrazioni & Arricchimenti',
  },
};
