import type { ExportType } from '../enums';
import { fileTimestamp } from '../format/italian-format';

/** Export file names become S3 keys and saved file names: at most this long. */
export const EXPORT_FILE_NAME_MAX_LENGTH = 120;

/** Default name prefix per export type (spec section 5 'Export form'); the others use the type name. */
export const EXPORT_FILE_PREFIXES: Readonly<Record<ExportType, string>> = {
  REQUEST_LOG: 'logRichieste',
  GROUPED_REQUEST_LOG: 'praticheAggregate',
  CUSTOMER: 'clienti',
  ENRICHER: 'arricchitore',
  WHITELIST: 'WHITELIST',
  AGENCY: 'AGENCY',
  BLACKLIST: 'BLACKLIST',
  BACKTEST: 'simulazione',
  AUDIT: 'registroModifiche',
  REPEATED_CHECKS: 'verificheRipetute',
};

/** The name the export form proposes: the type's prefix and the time, e.g. `logRichieste_20261122_1430`. */
export function defaultExportFileName(type: ExportType, instant: Date): string {
  return `${EXPORT_FILE_PREFIXES[type]}_${fileTimestamp(instant)}`;
}

/**
 * A typed name made safe as a key and as a file name: leading whitespace stripped (as the form does),
 * every run of characters other than letters, digits, dot, dash and underscore (path separators
 * included) turned into one underscore, leading dots dropped, the length bounded.
 */
export function sanitiseExportFileName(typed: string): string {
  return typed
    .trimStart()
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, EXPORT_FILE_NAME_MAX_LENGTH);
}
