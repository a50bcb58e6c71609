import { lastDaysRange } from '../../../shared/italian-time';
import { CHAINS_CSV_HEADER, chainCsvCells } from '../../../shared/monitoring/chains-csv';
import { rolesSeeing } from '../../../shared/roles';
import { REPEATED_CHECKS_DEFAULT_DAYS, RepeatedChecksFiltersSchema } from '../../../shared/schemas/monitoring';
import { containerChainStore } from '../../stores/check-chains/container-chains';
import { defineExportSource } from '../export-source';

/**
 * 'Verifiche ripetute': the same query as POST repeatedChecks (by default the last 30 days from the
 * request's day), the columns of the console's CSV of selected rows. Its roles see every market.
 */
export const repeatedChecksExport = defineExportSource({
  roles: rolesSeeing('repeatedChecks'),
  filters: RepeatedChecksFiltersSchema,
  header: CHAINS_CSV_HEADER,
  async *rows(filters, scope) {
    const period = filters.dateRange ?? lastDaysRange(scope.today, REPEATED_CHECKS_DEFAULT_DAYS);
    for await (const chain of containerChainStore().stream(filters, period)) yield chainCsvCells(chain);
  },
});
