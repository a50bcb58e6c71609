import { REQUEST_LOG_COLUMNS } from '../../../shared/request-log/row';
import { RequestLogFiltersSchema } from '../../../shared/schemas/request-log';
import { defaultRequestLogRange } from '../../../shared/validators/ranges';
import { withAgencyName } from '../../stores/agencies/agency-names';
import { containerAgencyStore } from '../../stores/agencies/agency-store';
import { dossierCells, dossierHeader } from '../../stores/request-log/dossier-csv';
import { requestLogQuery } from '../../stores/request-log/list-query';
import { logRowOf } from '../../stores/request-log/listed-rows';
import { containerRequestLogReader } from '../../stores/request-log/reader';
import { defineExportSource } from '../export-source';

/**
 * The dossier list (Vista Log Richieste): the same query, filters and market scope as POST requestLog.
 * Agency names come from the whole mapping, read once before the rows (a few dozen agencies), rather
 * than a read per chunk of rows.
 */
export const requestLogExport = defineExportSource({
  screen: 'dossierList',
  filters: RequestLogFiltersSchema,
  header: dossierHeader(REQUEST_LOG_COLUMNS),
  async *rows(filters, { markets, today }) {
    const query = requestLogQuery(filters, filters.dateRange ?? defaultRequestLogRange(today), markets);
    const names = await containerAgencyStore().allNames();
    for await (const item of containerRequestLogReader().streamItems(query)) {
      yield dossierCells(withAgencyName(logRowOf(item), names), REQUEST_LOG_COLUMNS);
    }
  },
});
