import { AGGREGATED_COLUMNS, REQUEST_LOG_COLUMNS } from '../../shared/request-log/row';
import { AggregatedFiltersSchema, RequestLogFiltersSchema } from '../../shared/schemas/request-log';
import { defaultAggregatedRange, defaultRequestLogRange } from '../../shared/validators/ranges';
import { documentClient } from '../commons/clients';
import { tableName } from '../commons/env';
import { defineExportSource } from '../exports/export-source';
import { dossierCells, dossierHeader } from './dossier-csv';
import { aggregatedRowOf, logRowOf } from './list-rows';
import { requestLogReader } from './store/dynamo-reader';
import { aggregatedQuery, type ListQuery, requestLogQuery } from './store/list-query';

/** The full items of a list query, newest first, streamed from the request-log table. */
const itemsOf = (query: ListQuery) => requestLogReader(documentClient, tableName('requestLog')).streamItems(query);

/** The dossier list (Vista Log Richieste): the same query, filters and market scope as POST requestLog. */
export const requestLogExport = defineExportSource({
  screen: 'dossierList',
  filters: RequestLogFiltersSchema,
  header: dossierHeader(REQUEST_LOG_COLUMNS),
  async *rows(filters, { markets, today }) {
    const query = requestLogQuery(filters, filters.dateRange ?? defaultRequestLogRange(today), markets);
    for await (const item of itemsOf(query)) yield dossierCells(logRowOf(item), REQUEST_LOG_COLUMNS);
  },
});

/** The aggregated list (Vista Pratiche Aggregate): the same query as POST groupedRequestLog. */
export const aggregatedExport = defineExportSource({
  screen: 'dossierListAggregated',
  filters: AggregatedFiltersSchema,
  header: dossierHeader(AGGREGATED_COLUMNS),
  async *rows(filters, { markets, today }) {
    const query = aggregatedQuery(filters, filters.dateRange ?? defaultAggregatedRange(today), markets);
    for await (const item of itemsOf(query)) yield dossierCells(aggregatedRowOf(item), AGGREGATED_COLUMNS);
  },
});
