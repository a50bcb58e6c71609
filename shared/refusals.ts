/**
 * Every refusal the server gives for a reason of the domain (brief 'Refusals as codes'): a stable code
 * in `errors[].code`, the HTTP status it answers with and its Italian text, sent as the description for
 * API clients. The console shows its own catalogue's text for the code (web/src/shared/i18n). The
 * generic codes of shared/errors.ts (validation, roles, not found…) stay beside these.
 *
 * Texts are product texts, verbatim: changing one changes what users and API clients read.
 */
export interface RefusalEntry {
  status: 400 | 403 | 404 | 409 | 503;
  description: string;
}

const refusal = (status: RefusalEntry['status'], description: string): RefusalEntry => ({ status, description });

/** The versioned-entity rail's refusals (docs/versioned-entities.md), one per entity and reason. */
const CONFIGURATION = {
  CONFIGURATION_NOT_FOUND: refusal(404, 'Configurazione non trovata.'),
  CONFIGURATION_STALE: refusal(
    409,
    'La configurazione è stata modificata da un altro utente nel frattempo: ricaricare e riprovare.',
  ),
  CONFIGURATION_NOT_EDITABLE: refusal(
    409,
    'Una configurazione archiviata non si modifica: ripristinarla e poi modificarla.',
  ),
  CONFIGURATION_NOT_PUBLISHABLE: refusal(409, 'Si pubblica solo una configurazione in aggiornamento.'),
  CONFIGURATION_NOT_RESTORABLE: refusal(409, 'Si ripristina solo una configurazione archiviata.'),
  CONFIGURATION_NOT_DELETABLE: refusal(409, 'Si elimina solo una configurazione in aggiornamento.'),
  CONFIGURATION_FOUR_EYES_REQUIRED: refusal(
    403,
    'La pubblicazione richiede un secondo amministratore: questa configurazione contiene modifiche tue. Chiedere a un altro amministratore di pubblicarla.',
  ),
  CONFIGURATION_ALREADY_PREPARED: refusal(
    409,
    'Esiste già una configurazione in aggiornamento: modificare quella, oppure eliminarla prima di partire da quella attiva.',
  ),
  NOTHING_CHANGED: refusal(409, 'Nessuna modifica: la configurazione inviata è uguale a quella salvata.'),
} as const;

const BLACKLIST = {
  BLACKLIST_NOT_FOUND: refusal(404, 'Lista non trovata.'),
  BLACKLIST_STALE: refusal(
    409,
    'La lista è stata modificata da un altro utente nel frattempo: ricaricare e riprovare.',
  ),
  BLACKLIST_NOT_PUBLISHABLE: refusal(409, 'Si pubblica solo una lista caricata e in aggiornamento.'),
  BLACKLIST_NOT_RESTORABLE: refusal(409, 'Si ripristina solo una lista archiviata.'),
  BLACKLIST_NOT_DELETABLE: refusal(409, 'Si elimina solo una lista in aggiornamento caricata o scartata.'),
  BLACKLIST_FOUR_EYES_REQUIRED: refusal(
    403,
    'La pubblicazione richiede un secondo amministratore: questa lista è stata caricata da te. Chiedere a un altro amministratore di pubblicarla.',
  ),
  BLACKLIST_ALREADY_PREPARED: refusal(
    409,
    "Esiste già una lista in aggiornamento: pubblicarla oppure eliminarla prima di caricarne un'altra.",
  ),
} as const;

/** A back-test replays a version not yet published against the one in force. */
const BACKTEST = {
  CONFIGURATION_NOT_A_DRAFT: refusal(
    409,
    'Si simula solo una configurazione in aggiornamento: questa è in vigore o archiviata.',
  ),
  BLACKLIST_NOT_A_DRAFT: refusal(
    409,
    'Si simula solo una versione della lista caricata e non ancora pubblicata (READY).',
  ),
  NO_CURRENT_CONFIGURATION: refusal(409, 'Nessuna configurazione in vigore con cui confrontare.'),
  BLACKLIST_VERSION_NOT_FOUND: refusal(404, 'Versione della lista non trovata.'),
} as const;

const WHITELIST = {
  ALREADY_EXEMPT: refusal(
    409,
    'Soggetto già presente in white list e non revocato: revocare l’inserimento esistente prima di inserirlo di nuovo.',
  ),
  WHITELIST_ENTRY_NOT_FOUND: refusal(404, 'Soggetto non trovato in white list.'),
  ALREADY_REVOKED: refusal(409, 'Soggetto già revocato: la revoca non è reversibile.'),
} as const;

const AGENCY = {
  AGENCY_CODE_TAKEN: refusal(
    409,
    'Codice agenzia già presente: modificare l’agenzia esistente o scegliere un altro codice.',
  ),
  AGENCY_NOT_FOUND: refusal(404, 'Agenzia non trovata: potrebbe essere stata eliminata da un altro utente.'),
} as const;

/** The user directory's refusals; an administrator's changes of themselves are another's to make. */
const USERS = {
  USER_NOT_FOUND: refusal(404, 'Utente non trovato: potrebbe essere stato eliminato.'),
  USERNAME_TAKEN: refusal(409, 'Nome utente già in uso: scegliere un altro nome utente.'),
  UNKNOWN_AGENCY: refusal(400, 'Codice agenzia non presente nel mapping delle agenzie.'),
  OWN_ROLE_CHANGE: refusal(409, 'Un amministratore non può cambiare il proprio ruolo: lo fa un altro amministratore.'),
  OWN_DISABLE: refusal(409, 'Un amministratore non può disabilitare sé stesso: lo fa un altro amministratore.'),
  OWN_ENABLE: refusal(409, 'Un amministratore non può abilitare sé stesso: lo fa un altro amministratore.'),
  OWN_PASSWORD_RESET: refusal(
    409,
    'Un amministratore non può reimpostare la propria password da qui: lo fa un altro amministratore, o «Password dimenticata?» all’accesso.',
  ),
  OWN_TOTP_OFF: refusal(
    409,
    'Un amministratore non può disattivare da qui la propria verifica in due passaggi: lo fa dal menu utente, o un altro amministratore.',
  ),
  LAST_ADMINISTRATOR: refusal(
    409,
    'Deve restare almeno un amministratore abilitato: nominarne un altro prima di questa modifica.',
  ),
  ADMIN_CHANGE_IN_PROGRESS: refusal(
    409,
    'Un’altra modifica agli amministratori è in corso: riprovare tra qualche secondo.',
  ),
  USER_CHANGE_IN_PROGRESS: refusal(
    409,
    'Un’altra modifica di questo utente è in corso: riprovare tra qualche secondo.',
  ),
  SAME_ROLE: refusal(409, 'L’utente ha già questo ruolo e questa agenzia.'),
  ALREADY_ENABLED: refusal(409, 'L’utente è già abilitato.'),
  ALREADY_DISABLED: refusal(409, 'L’utente è già disabilitato.'),
  TOTP_ALREADY_OFF: refusal(409, 'La verifica in due passaggi di questo utente non è attiva.'),
  USER_DIRECTORY_BUSY: refusal(503, 'Il servizio utenti è momentaneamente occupato: riprovare.'),
} as const;

/** Reads of one thing the caller named that is not there, or not yet. */
const READS = {
  CHECK_NOT_FOUND: refusal(404, 'Verifica non trovata.'),
  CHECK_VERSION_NOT_FOUND: refusal(404, 'Versione non trovata.'),
  PROVINCE_NOT_FOUND: refusal(404, 'Provincia non trovata.'),
  FILE_NOT_READY: refusal(409, 'Il file non è ancora disponibile.'),
} as const;

/** The repeated-checks monitoring's refusals (docs/monitoring.md 'Review'). */
const MONITORING = {
  CHAIN_NOT_FOUND: refusal(404, 'Catena di verifiche non trovata.'),
  CHAIN_STALE: refusal(
    409,
    'La catena è cambiata da quando è stata aperta (un nuovo tentativo o un altro esame): ricaricare e riprovare.',
  ),
} as const;

export const REFUSALS = {
  ...CONFIGURATION,
  ...BLACKLIST,
  ...BACKTEST,
  ...WHITELIST,
  ...AGENCY,
  ...USERS,
  ...READS,
  ...MONITORING,
} as const satisfies Record<string, RefusalEntry>;

export type RefusalCode = keyof typeof REFUSALS;
export const REFUSAL_CODES = Object.keys(REFUSALS) as RefusalCode[];

export const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(REFUSALS, code);

/** The Italian text the server sends for a refusal. */
export const refusalText = (code: RefusalCode): string => REFUSALS[code].description;
