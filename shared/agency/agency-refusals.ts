/**
 * What the agency calls answer when they refuse a change (not spec texts: the spec names the 409 on a
 * duplicate code, not its words). Shared so the console's wizard and the browser tests read the same
 * sentence the server sends as the error's description.
 */
export const AGENCY_REFUSALS = {
  codeTaken: 'Codice agenzia già presente: modificare l’agenzia esistente o scegliere un altro codice.',
  notFound: 'Agenzia non trovata: potrebbe essere stata eliminata da un altro utente.',
} as const;
