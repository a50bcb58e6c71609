/**
 * What the white-list calls answer when they refuse a change (not spec texts: the spec names the 409s
 * of a subject already exempt and of a second revocation, not their words). Shared so the console's
 * wizards and the browser tests read the same sentence the server sends as the error's description.
 */
export const WHITELIST_REFUSALS = {
  alreadyActive:
    'Soggetto già presente in white list e non revocato: revocare l’inserimento esistente prima di inserirlo di nuovo.',
  notFound: 'Soggetto non trovato in white list.',
  alreadyRevoked: 'Soggetto già revocato: la revoca non è reversibile.',
} as const;
