/**
 * Enumerations of spec section 3 with their Italian labels. Codes are what travels on the wire;
 * labels are the product's texts (the web's message catalogue reads them from here).
 */

type Labels<Code extends string> = Readonly<Record<Code, string>>;

function codesOf<Code extends string>(labels: Labels<Code>): [Code, ...Code[]] {
  return Object.keys(labels) as [Code, ...Code[]];
}

export const SUBJECT_TYPE_LABELS = { PF: 'Persona Fisica', PG: 'Persona Giuridica' } as const;
export const SUBJECT_TYPES = codesOf(SUBJECT_TYPE_LABELS);
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/**
 * Subject type as the list filters know it (spec: 'Subject type in filters': PF 'Persona Fisica (PF)',
 * REA, NOREA). The spec labels PF only; the companies follow its pattern, the code kept in brackets.
 */
export const FILTER_SUBJECT_TYPE_LABELS = {
  PF: 'Persona Fisica (PF)',
  REA: 'Impresa iscritta al REA (REA)',
  NOREA: 'Impresa non iscritta al REA (NOREA)',
} as const;
export const FILTER_SUBJECT_TYPES = codesOf(FILTER_SUBJECT_TYPE_LABELS);
export type FilterSubjectType = (typeof FILTER_SUBJECT_TYPES)[number];

export const MICRO_SEGMENT_LABELS = {
  CON: 'Condominio',
  ASS: 'Ass. Privata/Studi Associati',
  PER: 'Persona Fisica o Ditta Individuale',
  SOC: 'Società',
  RES: 'Reseller',
} as const;
export const MICRO_SEGMENTS = codesOf(MICRO_SEGMENT_LABELS);
export type MicroSegment = (typeof MICRO_SEGMENTS)[number];

/** The micro segments the precheck form offers for each subject type. */
export const PRECHECK_MICRO_SEGMENTS: Readonly<Record<SubjectType, readonly MicroSegment[]>> = {
  PF: ['PER'],
  PG: ['SOC', 'CON'],
};

/** Configuration rows are keyed by subject type and micro segment, DEFAULT being the fallback row. */
export const CONFIGURATION_MICRO_SEGMENTS = ['DEFAULT', 'PER', 'CON', 'ASS', 'SOC', 'RES'] as const;
export type ConfigurationMicroSegment = (typeof CONFIGURATION_MICRO_SEGMENTS)[number];

export const MACRO_SEGMENT_LABELS = {
  '1': 'Comune',
  '2': 'Correlate',
  '3': 'Gruppo',
  '4': 'Privati',
  '5': 'Pubblica Amministrazione',
  '6': 'Non valorizzato',
} as const;
export const MACRO_SEGMENTS = codesOf(MACRO_SEGMENT_LABELS);

export const MARKET_LABELS = { L: 'Libero', T: 'Tutelato', D: 'Distribuito' } as const;

/** A request-log row's status: completed, or ended by a technical error (its description says which). */
export const REQUEST_STATUS_LABELS = { SUCCESS: 'Completata', ERROR: 'Errore tecnico' } as const;

export const CLIENT_STATUS_LABELS = { ATTIVO: 'Attivo', CESSATO: 'Cessato' } as const;
export const CLIENT_STATUSES = codesOf(CLIENT_STATUS_LABELS);

/**
 * Performance class ('classe andamentale'): how the customer has paid, 1 the best and 6 the worst (the
 * engine's payment score is negative at or above a row's threshold, docs/decision-rules.md). The spec
 * gives the codes only; the words say which end is good.
 */
export const PERFORMANCE_CLASS_LABELS = {
  '1': 'Ottima',
  '2': 'Buona',
  '3': 'Discreta',
  '4': 'Mediocre',
  '5': 'Scarsa',
  '6': 'Pessima',
} as const;
export const PERFORMANCE_CLASSES = codesOf(PERFORMANCE_CLASS_LABELS);

/** Dunning index: how far the reminders for unpaid bills have gone, 1 the mildest and 3 the most severe. */
export const DUNNING_INDEX_LABELS = { '1': 'Lieve', '2': 'Moderato', '3': 'Grave' } as const;
export const DUNNING_INDEXES = codesOf(DUNNING_INDEX_LABELS);

export const COMMODITY_LABELS = { GAS: 'Gas', ELE: 'Energia elettrica', DUAL: 'Dual' } as const;
export const COMMODITIES = codesOf(COMMODITY_LABELS);
export type Commodity = (typeof COMMODITIES)[number];

export const PAYMENT_MODE_LABELS = {
  BOL_POS: 'Bollettino postale',
  BON: 'Bonifico',
  RID: 'Addebito diretto (RID)',
} as const;
export const PAYMENT_MODES = codesOf(PAYMENT_MODE_LABELS);
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const IN_ROME_LABELS = { insideRome: 'Roma', outsideRome: 'Fuori Roma' } as const;
export const IN_ROME_VALUES = codesOf(IN_ROME_LABELS);

export const TRAFFIC_LIGHT_LABELS = { R: 'Rosso', V: 'Verde' } as const;
export const TRAFFIC_LIGHTS = codesOf(TRAFFIC_LIGHT_LABELS);
export type TrafficLight = (typeof TRAFFIC_LIGHTS)[number];

/** Workflows grouped as the filters show them; the aggregated list excludes Business Decision. */
export const WORKFLOW_GROUPS = {
  Fullcheck: ['FULLCHECK', 'FULLCHECK_NOSIC'],
  EvoPrecheck: ['EVOPRECHECK', 'EVOPRECHECK_NOSIC'],
  PreCheck: ['PRECHECK'],
  'Business Decision': ['BUSINESSDECISION', 'BUSINESSDECISION_NOSIC'],
} as const;
/**
 * Each workflow by its family's name (spec section 3 'Enumerations'); `_NOSIC` runs without the credit
 * bureau ('sistema di informazioni creditizie', the 'Centrale rischi' of the customer page).
 */
export const WORKFLOW_LABELS = {
  FULLCHECK: 'Fullcheck',
  FULLCHECK_NOSIC: 'Fullcheck senza centrale rischi',
  EVOPRECHECK: 'EvoPrecheck',
  EVOPRECHECK_NOSIC: 'EvoPrecheck senza centrale rischi',
  PRECHECK: 'PreCheck',
  BUSINESSDECISION: 'Business Decision',
  BUSINESSDECISION_NOSIC: 'Business Decision senza centrale rischi',
} as const;
export const WORKFLOWS = codesOf(WORKFLOW_LABELS);
export type Workflow = (typeof WORKFLOWS)[number];
export const PRECHECK_WORKFLOW: Workflow = 'EVOPRECHECK';

/** Traffic-light colour of each workflow family in the charts. */
export const WORKFLOW_COLOURS = {
  FULLCHECK: 'blue',
  EVOPRECHECK: 'brown',
  PRECHECK: 'green',
  BUSINESSDECISION: 'red',
} as const;

export const RESULT_CODE_LABELS = {
  EX301: 'Cliente in white list',
  EX302: 'Cliente esistente mercato libero con profilo negativo',
  EX303: 'Cliente esistente con morosità in corso',
  EX305: 'Cliente con morosità pregressa R',
  EX306: 'Cliente con morosità pregressa C',
  EX407: 'Prospect ad alto rischio con possibile correlazione frode',
  EX408: 'Possibile correlazione frode',
  EX409: 'Prospect ad alto rischio',
  EX400: 'Prospect positivo',
} as const;
export const RESULT_CODES = codesOf(RESULT_CODE_LABELS);

export const PRECHECK_RESULT_CODE_LABELS = {
  EX406: 'Cliente esistente con profilo positivo',
  EX401: 'Presenza protesti',
  EX402: 'Presenza pregiudizievoli',
  EX404: 'Presenza altri eventi negativi',
} as const;
export const PRECHECK_RESULT_CODES = codesOf(PRECHECK_RESULT_CODE_LABELS);
export const ALL_RESULT_CODES = [...RESULT_CODES, ...PRECHECK_RESULT_CODES] as const;
export type ResultCode = (typeof ALL_RESULT_CODES)[number];

export const GEO_AREA_LABELS = {
  'CENTRO-SUD-ISOLE': 'Centro-Sud-Isole',
  NORD: 'Nord',
  ROMA: 'Roma',
  ND: 'Non determinata',
} as const;
export const GEO_AREAS = codesOf(GEO_AREA_LABELS);

export const EXPORT_STATUS_LABELS = {
  READY: 'DISPONIBILE',
  WORKING: 'IN LAVORAZIONE',
  PENDING: 'IN ATTESA',
  ERROR: 'ERRORE',
  DISCARDED: 'IN SCARTO',
} as const;
export const EXPORT_STATUSES = codesOf(EXPORT_STATUS_LABELS);
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const EXPORT_TYPE_LABELS = {
  CUSTOMER: 'Vista Clienti',
  REQUEST_LOG: 'Vista Log Richieste',
  GROUPED_REQUEST_LOG: 'Vista Pratiche Aggregate',
  ENRICHER: 'Arricchitore On Demand',
  WHITELIST: 'White List',
  AGENCY: 'Mapping codice agenzia',
  BLACKLIST: 'Black List',
  // Ours: a back-test run in the background, its file the checks it moved.
  BACKTEST: 'Simulazione su storico',
  AUDIT: 'Registro modifiche',
  // Ours: 'Verifiche ripetute', the chains of repeated checks of a search.
  REPEATED_CHECKS: 'Verifiche ripetute',
} as const;
export const EXPORT_TYPES = codesOf(EXPORT_TYPE_LABELS);
export type ExportType = (typeof EXPORT_TYPES)[number];
/** Why a job ended in ERROR: the job list shows the matching readable text. */
export const EXPORT_FAILURE_LABELS = {
  FAILED: 'Estrazione non riuscita: riprovare.',
  TIMEOUT: 'Tempo massimo di elaborazione superato: restringere i filtri e riprovare.',
  TOO_LARGE: 'File troppo grande: restringere i filtri e riprovare.',
  NOT_QUEUED: 'Richiesta non accodata: riprovare.',
  INTERRUPTED: 'Elaborazione interrotta: riprovare.',
} as const;
export const EXPORT_FAILURES = codesOf(EXPORT_FAILURE_LABELS);
export type ExportFailure = (typeof EXPORT_FAILURES)[number];

/** The list extractions a user can queue with exportFileAsync. */
export const EXTRACTION_TYPES = [
  'CUSTOMER',
  'WHITELIST',
  'AGENCY',
  'REQUEST_LOG',
  'GROUPED_REQUEST_LOG',
  'BACKTEST',
  'AUDIT',
  'REPEATED_CHECKS',
] as const;
export type ExtractionType = (typeof EXTRACTION_TYPES)[number];

export const BLACKLIST_KINDS = ['RADIATI', 'CEDUTI'] as const;
export type BlacklistKind = (typeof BLACKLIST_KINDS)[number];
/**
 * A black-list version's statuses. The spec names READY, DISCARDING and ARCHIVED ('others not shown');
 * the rest are ours (docs/versioned-entities.md): LOADING while the load worker reads the file,
 * PUBLISHED from publication until it takes effect (the next Italian midnight), ACTIVE while in force.
 * DISCARDING is a version whose load failed: it can only be deleted.
 */
export const BLACKLIST_STATUSES = ['LOADING', 'READY', 'DISCARDING', 'PUBLISHED', 'ACTIVE', 'ARCHIVED'] as const;
export type BlacklistStatus = (typeof BLACKLIST_STATUSES)[number];
/** Why a version's load failed (status DISCARDING): the screen shows the matching text. */
export const BLACKLIST_LOAD_FAILURE_LABELS = {
  NO_VALID_RECORDS: 'Nessun record valido nel file: nessun codice fiscale o partita IVA corretti.',
  LOAD_FAILED: 'Caricamento non riuscito: eliminare la lista e caricarla di nuovo.',
  TIMEOUT: 'Caricamento interrotto: eliminare la lista e caricarla di nuovo.',
} as const;
export const BLACKLIST_LOAD_FAILURES = codesOf(BLACKLIST_LOAD_FAILURE_LABELS);
export type BlacklistLoadFailure = (typeof BLACKLIST_LOAD_FAILURES)[number];

export const CONFIGURATION_STATUSES = ['CURRENT', 'UPDATING', 'ARCHIVED'] as const;
export type ConfigurationStatus = (typeof CONFIGURATION_STATUSES)[number];

export const FILE_SEPARATORS = [';', '|', ','] as const;
export type FileSeparator = (typeof FILE_SEPARATORS)[number];

/**
 * Acquisition channels. The spec names about 40 codes without the full list; these are the ones it
 * names, with the variants it mentions spelled out, and the names the lists show for them.
 */
export const ACQUISITION_CHANNEL_LABELS = {
  SHOP_IN_SHOP: 'Shop in shop',
  DOOR_TO_DOOR: 'Porta a porta',
  DOOR_TO_DOOR_RES: 'Porta a porta residenziale',
  DOOR_TO_DOOR_BUS: 'Porta a porta business',
  WEB: 'Web',
  WEB_APP: 'App',
  WEB_SELF: 'Web self-service',
  CALL_CENTER: 'Call center',
  CALL_CENTER_INBOUND: 'Call center inbound',
  CALL_CENTER_OUTBOUND: 'Call center outbound',
  TELESELLING: 'Teleselling',
  TELESELLING_RES: 'Teleselling residenziale',
  TELESELLING_BUS: 'Teleselling business',
  WHATS_APP: 'WhatsApp',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  MAIL: 'E-mail',
  POSTA: 'Posta',
  AGENZIA: 'Agenzia',
  SPORTELLO: 'Sportello',
  NEGOZIO: 'Negozio',
  SFA: 'Forza vendita (SFA)',
  EWP: 'Portale partner (EWP)',
  BACK_OFFICE: 'Back office',
  SISTEMA: 'Sistema',
} as const;
export const ACQUISITION_CHANNELS = codesOf(ACQUISITION_CHANNEL_LABELS);
export type AcquisitionChannel = (typeof ACQUISITION_CHANNELS)[number];
