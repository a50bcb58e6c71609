import { REQUEST_LOG_COLUMNS, type RequestLogColumn, type RequestLogRow } from '../../../../shared/request-log/row';

/** Shown until the user chooses otherwise: who, when, which check and its outcome. */
export const DEFAULT_DOSSIER_COLUMNS: readonly RequestLogColumn[] = [
  'idRequest',
  'requestDate',
  'workflow',
  'trafficLight',
  'outputCode',
  'trafficReasonDesc',
  'taxCode',
  'vatRegistrationNo',
  'companyName',
  'surname',
  'name',
  'subjectTypeC',
  'provinceCode',
  'acquisitionChannel',
  'requestStatus',
  'elapsed',
];

/** The table's order: the default columns first, then the others in the spec's order (the CSV keeps the spec's). */
export const DOSSIER_COLUMNS: readonly RequestLogColumn[] = [
  ...DEFAULT_DOSSIER_COLUMNS,
  ...REQUEST_LOG_COLUMNS.filter((column) => !DEFAULT_DOSSIER_COLUMNS.includes(column)),
];

/** Rows are keyed by their request id; a row without one (never expected) by its date and subject. */
export function dossierRowKey(row: RequestLogRow): string {
  return row.idRequest !== null ? String(row.idRequest) : `${row.requestDate}|${row.taxCode ?? row.vatRegistrationNo}`;
}

/** What the export call takes for the selected rows: their request ids. */
export function dossierExportCodes(rows: readonly RequestLogRow[]): string[] {
  return rows.flatMap((row) => (row.idRequest !== null ? [String(row.idRequest)] : []));
}
