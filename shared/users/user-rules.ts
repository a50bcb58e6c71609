/**
 * What a username and an email may be, and why one is refused: checked by the console's form and by the
 * server before Cognito sees anything (not spec texts: the spec shows no user administration).
 *
 * Usernames are the product's `nome.cognome` (the top bar splits them on the dot): lower case letters,
 * digits and `.`, `_`, `-`, starting and ending with a letter or a digit. Narrower than Cognito's rule
 * (any non-space printable character, at most 128), so Cognito never refuses one this lets through; the
 * pool ignores case, so they are stored lower case.
 */
export const USERNAME_RULES = { minLength: 3, maxLength: 64, pattern: /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/ } as const;

/** Cognito's bound on an attribute is 2,048 characters; an address is at most 254 (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

export const USER_MESSAGES = {
  usernameLength: `Il nome utente deve avere da ${USERNAME_RULES.minLength} a ${USERNAME_RULES.maxLength} caratteri`,
  usernameCharacters:
    'Il nome utente ammette solo lettere minuscole senza accenti, cifre e i caratteri . _ - (non all’inizio né alla fine), senza spazi',
  email: 'Indirizzo email non valido',
  usernameReserved: 'Questo nome indica il sistema nel registro modifiche: scegline un altro',
  agencyRequired: 'Un agente deve avere il codice della sua agenzia',
  agencyOnlyForAgents: 'Il codice agenzia si indica solo per il ruolo Agente',
} as const;

/**
 * What the users calls answer when they refuse a change. Shared so the console's wizard and the tests
 * read the sentence the server sends as the error's description.
 */
export const USER_REFUSALS = {
  notFound: 'Utente non trovato: potrebbe essere stato eliminato.',
  usernameTaken: 'Nome utente già in uso: scegliere un altro nome utente.',
  unknownAgency: 'Codice agenzia non presente nel mapping delle agenzie.',
  ownRole: 'Un amministratore non può cambiare il proprio ruolo: lo fa un altro amministratore.',
  ownDisable: 'Un amministratore non può disabilitare sé stesso: lo fa un altro amministratore.',
  ownEnable: 'Un amministratore non può abilitare sé stesso: lo fa un altro amministratore.',
  ownPasswordReset:
    'Un amministratore non può reimpostare la propria password da qui: lo fa un altro amministratore, o «Password dimenticata?» all’accesso.',
  ownTotp:
    'Un amministratore non può disattivare da qui la propria verifica in due passaggi: lo fa dal menu utente, o un altro amministratore.',
  lastAdmin: 'Deve restare almeno un amministratore abilitato: nominarne un altro prima di questa modifica.',
  adminChangeInProgress: 'Un’altra modifica agli amministratori è in corso: riprovare tra qualche secondo.',
  userChangeInProgress: 'Un’altra modifica di questo utente è in corso: riprovare tra qualche secondo.',
  sameRole: 'L’utente ha già questo ruolo e questa agenzia.',
  alreadyEnabled: 'L’utente è già abilitato.',
  alreadyDisabled: 'L’utente è già disabilitato.',
  totpAlreadyOff: 'La verifica in due passaggi di questo utente non è attiva.',
  directoryBusy: 'Il servizio utenti è momentaneamente occupato: riprovare.',
} as const;

/**
 * The refusal of each change an administrator asks for themselves: another administrator makes it, so
 * nobody locks themselves in or out. The server refuses with it; the console disables the change on
 * one's own user and gives it as the reason, so the two never disagree.
 */
export const OWN_CHANGE_REFUSALS = {
  role: 'ownRole',
  disable: 'ownDisable',
  enable: 'ownEnable',
  resetPassword: 'ownPasswordReset',
  turnTotpOff: 'ownTotp',
} as const satisfies Record<string, keyof typeof USER_REFUSALS>;
export type OwnChange = keyof typeof OWN_CHANGE_REFUSALS;
