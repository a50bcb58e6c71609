/** Business constants and limits of spec section 9. */

export const ALERT_TIMEOUT_MS = 5000;
export const CONFIGURATION_MESSAGE_TIMEOUT_MS = 3000;

export const PAGE_SIZE = 50;
/** Largest page a list call accepts. */
export const MAX_PAGE_SIZE = 200;
/** The dossier list's longest date range, in days (a leap year). */
export const REQUEST_LOG_MAX_RANGE_DAYS = 366;
export const CONFIGURATION_CLUSTER_PAGE_SIZE = { UPDATING: 10, CURRENT: 10, ARCHIVED: 25 } as const;

export const TABLE_ROW_HEIGHT = 50;
export const TABLE_SIDE_MENU_WIDTH = 220;
export const DEFAULT_COLUMN_WIDTH = 200;
export const WIDE_COLUMN_WIDTHS = { errorDescription: 1400, trafficReasonDesc: 400, note: 400 } as const;

export const TAX_CODE_LENGTH = 16;
export const LEGAL_TAX_CODE_LENGTH = 11;
export const VAT_NUMBER_LENGTH = 11;

/** Enrichment and black-list files: at most this many records, one file. */
export const MAX_FILE_RECORDS = 50_000;

export const DEFAULT_FILE_SEPARATOR = ';';

export const VALIDITY_DAYS = { min: 1, max: 365 } as const;
export const PERCENT_THRESHOLD = { min: 1, max: 100 } as const;
export const PAYMENT_SCORE = { min: 1, max: 6 } as const;

export const DEFAULT_WHITELIST_REASON = 'Altro';
export const WHITELIST_EXPIRY_TIME = { hours: 23, minutes: 59 } as const;

export const AGGREGATED_KPI_MAX_MONTHS = 12;
export const ELAPSED_MS_PER_SECOND = 1000;

export const CONFIGURATION_CHECK_ID = 'PRECHECK_SAS';

export const LOCALES = ['it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';

/** Lambda's synchronous payload limit: larger request bodies are refused with 400. */
export const MAX_REQUEST_BODY_BYTES = 6 * 1024 * 1024;

/** An enrichment or black-list upload may inflate to this many bytes at most (50,000 records of up to 400 bytes). */
export const MAX_ENRICHER_DECOMPRESSED_BYTES = 20 * 1024 * 1024;

/** The note of an export or enrichment job: at most this many characters. */
export const JOB_NOTE_MAX_LENGTH = 400;
/** A typed export file name, before sanitising, at most this long (the stored name is shorter still). */
export const TYPED_FILE_NAME_MAX_LENGTH = 400;

/** The job list answers at most this many jobs, newest first; `total` still counts them all. */
export const EXPORT_JOBS_LIST_LIMIT = 500;

/** Presigned download URLs live this long. */
export const DOWNLOAD_URL_TTL_SECONDS = 300;
