import { PAGE_SIZE } from '../../../../shared/constants';
import {
  type WhitelistFilters,
  WhitelistFiltersSchema,
  type WhitelistSubject,
} from '../../../../shared/schemas/whitelist';
import { defaultRequestLogRange } from '../../../../shared/validators/ranges';
import { whitelistCsv } from '../../../../shared/whitelist/whitelist-csv';
import { api } from '../../shared/api';
import type { FilterField } from '../../shared/list/filter-fields';
import type { PagedListDefinition } from '../../shared/list/list-definition';
import { DEFAULT_WHITELIST_COLUMNS, WHITELIST_COLUMNS } from './whitelist-columns';

type Field = FilterField<keyof WhitelistFilters & string>;

/** Spec section 3 'White list subject': the subject, the company name, active only or all, 'Data inserimento'. */
const WHITELIST_FIELDS = [
  { key: 'vatNumber', kind: 'text', format: 'subjectIdentifier' },
  { key: 'companyName', kind: 'text' },
  { key: 'onlyActiveSubjects', kind: 'flag' },
  { key: 'dateRange', kind: 'dayRange' },
] as const satisfies readonly Field[];

/** The white list (spec section 2 'White list') as the list kit takes it. */
export const WHITELIST_LIST: PagedListDefinition<WhitelistFilters, WhitelistSubject> = {
  id: 'whitelist',
  texts: 'whitelist',
  schema: WhitelistFiltersSchema,
  quickFields: WHITELIST_FIELDS,
  // Spec section 9: the last month, its end today.
  defaults: (today) => ({ dateRange: defaultRequestLogRange(today) }),
  // 'Solo attivi' with that range untouched: every active exemption, whatever its insertion date.
  rangeLiftedBy: 'onlyActiveSubjects',
  filterTexts: 'whitelist',
  columns: WHITELIST_COLUMNS,
  columnLabel: (id, t) => t(`whitelist.columns.${id}` as 'whitelist.columns.id'),
  defaultColumns: DEFAULT_WHITELIST_COLUMNS,
  rowKey: (row) => row.id,
  selection: 'multi',
  exports: {
    filePrefix: 'Export_WhiteList',
    // The rows are all on the page already: written here, with the columns of the queued WHITELIST export.
    csvOf: async (rows) => whitelistCsv(rows),
    extractionType: 'WHITELIST',
  },
  async fetchPage(filters, { pageNumber, cursor }) {
    const answer = await api.call('getWhitelist', { body: { filters, pageNumber, pageSize: PAGE_SIZE, cursor } });
    return { rows: answer.whitelists, total: answer.total, cursor: answer.cursor };
  },
};
