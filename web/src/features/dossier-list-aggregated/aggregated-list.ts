import { PAGE_SIZE } from '../../../../shared/constants';
import { AGGREGATED_COLUMNS, type AggregatedRow } from '../../../../shared/request-log/row';
import {
  type AggregatedFilters,
  AggregatedFiltersSchema,
  aggregatedCode,
} from '../../../../shared/schemas/request-log';
import { isValidAggregatedRange } from '../../../../shared/validators/ranges';
import { api } from '../../shared/api';
import type { PagedListDefinition } from '../../shared/list/list-definition';
import { requestLogColumns } from '../../shared/list/request-log-columns';
import { AGGREGATED_ADVANCED_TABS, AGGREGATED_QUICK_FIELDS, aggregatedDefaults } from './aggregated-filters';

/** Shown until the user chooses otherwise: the subject and month, how many checks, the latest outcome. */
const DEFAULT_AGGREGATED_COLUMNS = [
  'pivacf16',
  'annoMeseRichiesta',
  'requestCount',
  'trafficLight',
  'outputCode',
  'trafficReasonDesc',
] as const;

/** The table's order: the default columns first, then the others in the spec's order. */
const AGGREGATED_LIST_COLUMNS = [
  ...DEFAULT_AGGREGATED_COLUMNS,
  ...AGGREGATED_COLUMNS.filter((column) => !(DEFAULT_AGGREGATED_COLUMNS as readonly string[]).includes(column)),
];

/** Aggregated requests, one row per tax code and month (spec section 2 'Aggregated dossier list'). */
export const AGGREGATED_LIST: PagedListDefinition<AggregatedFilters, AggregatedRow> = {
  id: 'dossierListAggregated',
  texts: 'aggregatedList',
  schema: AggregatedFiltersSchema,
  quickFields: AGGREGATED_QUICK_FIELDS,
  advancedTabs: AGGREGATED_ADVANCED_TABS,
  defaults: aggregatedDefaults,
  isValidRange: isValidAggregatedRange,
  columns: requestLogColumns<AggregatedRow>(AGGREGATED_LIST_COLUMNS),
  columnLabel: (id, t) => t(`columns.${id}` as 'columns.idRequest'),
  defaultColumns: DEFAULT_AGGREGATED_COLUMNS,
  rowKey: aggregatedCode,
  selection: 'multi',
  exports: {
    filePrefix: 'Export_VistaPraticheAggregate',
    csvOf: (rows) => api.call('exportDossierListAggregated', { body: { customerCodes: rows.map(aggregatedCode) } }),
    extractionType: 'GROUPED_REQUEST_LOG',
  },
  // The count is asked apart: the first page shows before it.
  countApart: true,
  async fetchPage(filters, { pageNumber, cursor, count }) {
    const answer = await api.call('groupedRequestLog', {
      body: { filters, pageNumber, pageSize: PAGE_SIZE, cursor, count },
    });
    return {
      rows: answer.groupedRequestLogs.map((item) => item.jsonValue),
      total: answer.total,
      cursor: answer.cursor,
    };
  },
};
