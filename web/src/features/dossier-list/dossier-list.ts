import { PAGE_SIZE } from '../../../../shared/constants';
import { REQUEST_LOG_COLUMNS, type RequestLogRow } from '../../../../shared/request-log/row';
import { type RequestLogFilters, RequestLogFiltersSchema } from '../../../../shared/schemas/request-log';
import { isValidRequestLogRange } from '../../../../shared/validators/ranges';
import { api } from '../../shared/api';
import type { PagedListDefinition } from '../../shared/list/list-definition';
import { requestLogColumns } from '../../shared/list/request-log-columns';
import { ADVANCED_TABS, dossierDefaults, QUICK_FIELDS } from './dossier-filters';

/**
 * Shown until the user chooses otherwise: which check, when, about whom, and its outcome. They fit a
 * 1440 px screen whole; the rest (VAT number, workflow, names, channel, status, response time …) is one
 * click away in the column settings.
 */
export const DEFAULT_DOSSIER_COLUMNS = [
  'idRequest',
  'requestDate',
  'taxCode',
  'trafficLight',
  'outputCode',
  'trafficReasonDesc',
] as const;

/** The table's order: the default columns first, then the others in the spec's order (the CSV keeps the spec's). */
const DOSSIER_COLUMNS = [
  ...DEFAULT_DOSSIER_COLUMNS,
  ...REQUEST_LOG_COLUMNS.filter((column) => !(DEFAULT_DOSSIER_COLUMNS as readonly string[]).includes(column)),
];

/** Rows are keyed by their request id; a row without one (never expected) by its date and subject. */
function dossierRowKey(row: RequestLogRow): string {
  return row.idRequest !== null ? String(row.idRequest) : `${row.requestDate}|${row.taxCode ?? row.vatRegistrationNo}`;
}

/** What the export call takes for the selected rows: their request ids. */
function dossierExportCodes(rows: readonly RequestLogRow[]): string[] {
  return rows.flatMap((row) => (row.idRequest !== null ? [String(row.idRequest)] : []));
}

/** Acceptance requests, the request log (spec section 2 'Dossier list'), as the list kit takes it. */
export const DOSSIER_LIST: PagedListDefinition<RequestLogFilters, RequestLogRow> = {
  id: 'dossierList',
  texts: 'dossierList',
  schema: RequestLogFiltersSchema,
  quickFields: QUICK_FIELDS,
  advancedTabs: ADVANCED_TABS,
  defaults: dossierDefaults,
  isValidRange: isValidRequestLogRange,
  columns: requestLogColumns<RequestLogRow>(DOSSIER_COLUMNS),
  columnLabel: (id, t) => t(`columns.${id}` as 'columns.idRequest'),
  defaultColumns: DEFAULT_DOSSIER_COLUMNS,
  rowKey: dossierRowKey,
  selection: 'multi',
  exports: {
    filePrefix: 'Export_VistaPratiche',
    csvOf: (rows) => api.call('exportDossierList', { body: { customerCodes: dossierExportCodes(rows) } }),
    extractionType: 'REQUEST_LOG',
  },
  // The count is asked apart: the first page shows before it.
  countApart: true,
  async fetchPage(filters, { pageNumber, cursor, count }) {
    const answer = await api.call('requestLog', {
      body: { filters, pageNumber, pageSize: PAGE_SIZE, cursor, count },
    });
    return { rows: answer.requestLogs.map((item) => item.jsonValue), total: answer.total, cursor: answer.cursor };
  },
};
