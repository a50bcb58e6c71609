import { AGGREGATED_COLUMNS } from '../../../shared/request-log/row';
import { AggregatedFiltersSchema } from '../../../shared/schemas/request-log';
import { defaultAggregatedRange } from '../../../shared/validators/ranges';
import { dossierCells, dossierHeader } from '../../stores/request-log/dossier-csv';
import { aggregatedQuery } from '../../stores/request-log/list-query';
import { aggregatedRowOf } from '../../stores/request-log/listed-rows';
import { containerRequestLogReader } from '../../stores/request-log/reader';
import { defineExportSource } from '../export-source';

/** The aggregated list (Vista Pratiche Aggregate): the same query as POST groupedRequestLog. */
export const aggregatedExport = defineExportSource({
  screen: 'dossierListAggregated',
  filters: AggregatedFiltersSchema,
  header: dossierHeader(AGGREGATED_COLUMNS),
  async *rows(filters, { markets, today }) {
    const query = aggregatedQuery(filters, filters.dateRange ?? defaultAggregatedRange(today), markets);
    for await (const item of containerRequestLogReader().streamItems(query)) {
      yield dossierCells(aggregatedRowOf(item), AGGREGATED_COLUMNS);
    }
  },
});
