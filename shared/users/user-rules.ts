import { type RefusalCode, refusalText } from '../refusals';

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
 * What the users calls answer when they refuse a change, by the users feature's names: each a code of
 * the refusal registry (shared/refusals.ts), where its status and Italian text are.
 */
export const USER_REFUSAL_CODES = {
  notFound: 'USER_NOT_FOUND',
  usernameTaken: 'USERNAME_TAKEN',
  unknownAgency: 'UNKNOWN_AGENCY',
  ownRole: 'OWN_ROLE_CHANGE',
  ownDisable: 'OWN_DISABLE',
  ownEnable: 'OWN_ENABLE',
  ownPasswordReset: 'OWN_PASSWORD_RESET',
  ownTotp: 'OWN_TOTP_OFF',
  lastAdmin: 'LAST_ADMINISTRATOR',
  adminChangeInProgress: 'ADMIN_CHANGE_IN_PROGRESS',
  userChangeInProgress: 'USER_CHANGE_IN_PROGRESS',
  sameRole: 'SAME_ROLE',
  alreadyEnabled: 'ALREADY_ENABLED',
  alreadyDisabled: 'ALREADY_DISABLED',
  totpAlreadyOff: 'TOTP_ALREADY_OFF',
  directoryBusy: 'USER_DIRECTORY_BUSY',
} as const satisfies Record<string, RefusalCode>;
export type UserRefusal = keyof typeof USER_REFUSAL_CODES;

/** The Italian sentence the server sends for each, as tests and API clients read it. */
export const USER_REFUSALS = Object.fromEntries(
  Object.entries(USER_REFUSAL_CODES).map(([name, code]) => [name, refusalText(code)]),
) as Record<UserRefusal, string>;

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
} as const satisfies Record<string, UserRefusal>;
export type OwnChange = keyof typeof OWN_CHANGE_REFUSALS;
