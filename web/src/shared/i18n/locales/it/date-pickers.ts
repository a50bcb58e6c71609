export const datePickersTexts = {
  // The day and month range pickers of the lists: typed and shown as GG/MM/AAAA and MM/AAAA in both
  // languages; the labels 'Dal', 'Fino Al', 'Dal:', 'Al:' and the buttons are the spec's, in 'list'.
  datePicker: {
    dayPlaceholder: 'GG/MM/AAAA',
    monthPlaceholder: 'MM/AAAA',
    dayHint: 'Formato GG/MM/AAAA',
    monthHint: 'Formato MM/AAAA',
    calendarFor: 'Il calendario imposta «{{field}}»',
    futureDay: 'Giorno futuro: non si può scegliere',
    futureMonth: 'Mese futuro: non si può scegliere',
    problems: {
      day: {
        required: 'Inserire una data',
        format: 'Scrivere la data come GG/MM/AAAA',
        notADate: 'Il giorno {{text}} non esiste',
        future: 'Non si possono scegliere giorni dopo oggi ({{today}})',
      },
      month: {
        required: 'Inserire un mese',
        format: 'Scrivere il mese come MM/AAAA',
        notADate: 'Il mese {{text}} non esiste',
        future: 'Non si possono scegliere mesi dopo il mese corrente ({{today}})',
      },
    },
  },
  // A filter of a link (URL query) that the list could not use: what it was, why, what is shown instead.
  linkFilters: {
    title: 'Filtri del link non validi',
    dismiss: "Chiudi l'avviso",
    message: '{{problem}}: {{outcome}}.',
    problems: {
      rangeTooLong: 'Il periodo nel link supera un anno',
      rangeOrder: 'Nel periodo del link la data di inizio è successiva alla data di fine',
      unreadableDate: 'Il periodo nel link ({{value}}) non contiene date leggibili',
      futureRange: 'Il periodo nel link inizia dopo oggi',
      invalidRange: 'Il periodo nel link non è valido per questa lista',
      invalidValue: 'Il filtro «{{filter}}» nel link ha un valore non valido ({{value}})',
    },
    outcomes: {
      defaultRange: 'è stato sostituito con il periodo predefinito ({{range}})',
      defaultValue: 'è stato riportato al valore predefinito',
      removed: 'il filtro non è stato applicato',
    },
  },
};
