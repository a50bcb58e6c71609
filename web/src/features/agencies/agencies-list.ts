import { agencyCsv } from '../../../../shared/agency/agency-csv';
import { PAGE_SIZE } from '../../../../shared/constants';
import { type Agency, type AgencyFilters, AgencyFiltersSchema } from '../../../../shared/schemas/agency';
import { api } from '../../shared/api';
import type { PagedListDefinition } from '../../shared/list/list-definition';

/**
 * The agency mapping (spec section 2 'Agency mapping') as the list kit takes it: one filter, code or
 * name (its label is the shared 'Agenzia (codice o nome)'), the two columns, and the selected rows
 * written as CSV in the browser with the columns of the queued AGENCY export.
 */
export const AGENCIES_LIST: PagedListDefinition<AgencyFilters, Agency> = {
  id: 'agencies',
  texts: 'agencies',
  schema: AgencyFiltersSchema,
  quickFields: [{ key: 'searchText', kind: 'text' }],
  defaults: () => ({}),
  columns: [
    { id: 'code', cell: (agency) => agency.code },
    { id: 'name', cell: (agency) => agency.name, width: 400, wrap: true },
  ],
  columnLabel: (id, t) => t(`agencies.columns.${id}` as 'agencies.columns.code'),
  rowKey: (agency) => agency.code,
  rowLabel: (agency) => `${agency.code} ${agency.name}`,
  selection: 'multi',
  exports: {
    filePrefix: 'Export_MappingAgenzie',
    csvOf: async (rows) => agencyCsv(rows),
    extractionType: 'AGENCY',
  },
  async fetchPage(filters, { pageNumber, cursor }) {
    const answer = await api.call('retrieveAgencies', { body: { filters, pageNumber, pageSize: PAGE_SIZE, cursor } });
    return { rows: answer.agencies, total: answer.total, cursor: answer.cursor };
  },
};
