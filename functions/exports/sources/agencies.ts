import { AGENCY_CSV_HEADER, agencyCsvCells } from '../../../shared/agency/agency-csv';
import { AgencyFiltersSchema } from '../../../shared/schemas/agency';
import { containerAgencyStore } from '../../stores/agencies/agency-store';
import { defineExportSource } from '../export-source';

/**
 * The agency mapping (a section of the black-list area): the same query and filter as POST
 * retrieveAgencies, the columns of the console's CSV of selected rows (shared/agency/agency-csv.ts).
 * The mapping has no market: every role that sees the screen exports all of it.
 */
export const agencyExport = defineExportSource({
  screen: 'blacklist',
  filters: AgencyFiltersSchema,
  header: AGENCY_CSV_HEADER,
  async *rows(filters) {
    for await (const agency of containerAgencyStore().stream(filters)) yield agencyCsvCells(agency);
  },
});
