import { AGENCY_MESSAGES, REQUIRED_MESSAGE, TEXT_MESSAGES } from '../../../../../../shared/validators/messages';

/** The agency mapping section (spec section 2 'Agency mapping', section 5 'Agency'). */
export const agenciesTexts = {
  agencies: {
    title: 'Mapping codice agenzia {{total}}',
    titleLoading: 'Mapping codice agenzia',
    empty: 'Nessuna agenzia trovata',
    selected: '{{count}} agenzie selezionate',
    // The same words as the CSV header (shared/agency/agency-csv.ts).
    columns: { code: 'Codice agenzia', name: 'Nome agenzia' },
    actions: { insert: 'Inserisci agenzia', open: 'Dettaglio', rename: 'Modifica nome', delete: 'Elimina' },
    operations: { insert: 'Inserisci agenzia', rename: 'Modifica nome agenzia', delete: 'Elimina agenzia' },
    explanations: {
      insert: 'Il nome sarà mostrato nelle liste per ogni richiesta con questo codice agenzia.',
      rename: 'Il nuovo nome sarà mostrato da subito in tutte le liste, anche per le richieste già registrate.',
      delete: 'Le richieste con questo codice agenzia non mostreranno più un nome.',
    },
    fields: {
      code: 'Codice agenzia',
      name: 'Nome agenzia',
      currentName: 'Nome attuale',
      codeConstraint: 'Lettere, cifre, punto, trattino e trattino basso; salvato in maiuscolo.',
    },
    rules: {
      required: REQUIRED_MESSAGE,
      codeCharacters: AGENCY_MESSAGES.codeCharacters,
      singleLine: TEXT_MESSAGES.singleLine,
      tooLong: 'Al massimo {{max}} caratteri',
    },
    detail: { title: 'Dettaglio agenzia', label: 'Dati agenzia', close: 'Chiudi', dismiss: 'Chiudi il dettaglio' },
  },
};
