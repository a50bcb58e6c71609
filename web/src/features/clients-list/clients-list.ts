import { PAGE_SIZE } from '../../../../shared/constants';
import type { Customer } from '../../../../shared/customers/customer-fields';
import {
  CLIENT_STATUSES,
  DUNNING_INDEXES,
  MACRO_SEGMENTS,
  MICRO_SEGMENTS,
  PERFORMANCE_CLASSES,
} from '../../../../shared/enums';
import type { Market } from '../../../../shared/roles';
import { type CustomerFilters, CustomerFiltersSchema } from '../../../../shared/schemas/customers';
import { api } from '../../shared/api';
import type { FilterField, NumberRange } from '../../shared/list/filter-fields';
import type { PagedListDefinition } from '../../shared/list/list-definition';
import { CUSTOMER_COLUMNS, DEFAULT_CUSTOMER_COLUMNS } from './clients-list-columns';

type Field = FilterField<keyof CustomerFilters & string>;

/**
 * The bar: who the customer is (identifier, names, customer code), its market where the role has more
 * than one (spec section 5 'Ranges'), and the invoiced range over `invoiced` (spec section 4).
 */
function quickFields(markets: readonly Market[], invoiced: NumberRange): Field[] {
  return [
    { key: 'vatNumber', kind: 'text', format: 'subjectIdentifier' },
    { key: 'companyName', kind: 'text' },
    { key: 'surname', kind: 'text' },
    { key: 'name', kind: 'text' },
    { key: 'siebelCode', kind: 'text' },
    ...(markets.length > 1 ? [{ key: 'market', kind: 'multi', options: markets } as const] : []),
    { key: 'invoiced', kind: 'numberRange', bounds: invoiced },
  ];
}

/**
 * 'Filtri avanzati' with the spec's tabs, SCORE first (spec section 2 'Customers list'): how the customer
 * pays (performance class, dunning index), who it is to the company (status, gas supply point), and its
 * segment.
 */
const ADVANCED_TABS = {
  score: [
    { key: 'performanceClass', kind: 'multi', options: PERFORMANCE_CLASSES },
    { key: 'dunningIndex', kind: 'multi', options: DUNNING_INDEXES },
  ],
  profile: [
    { key: 'clientStatus', kind: 'multi', options: CLIENT_STATUSES },
    { key: 'isPdrExisting', kind: 'flag' },
  ],
  segment: [
    { key: 'microSegment', kind: 'multi', options: MICRO_SEGMENTS },
    { key: 'macroSegment', kind: 'multi', options: MACRO_SEGMENTS },
  ],
} as const satisfies Record<string, readonly Field[]>;

/**
 * Vista Clienti (spec section 2 'Customers list') as the list kit takes it, for a role's markets and the
 * span of the invoiced slider. No filter is set by default: every customer of the role's markets shows.
 */
export function clientsList(
  markets: readonly Market[],
  invoiced: NumberRange,
): PagedListDefinition<CustomerFilters, Customer> {
  return {
    id: 'clientsList',
    texts: 'clientsList',
    schema: CustomerFiltersSchema,
    quickFields: quickFields(markets, invoiced),
    advancedTabs: ADVANCED_TABS,
    defaults: () => ({}),
    filterTexts: 'clientsList',
    columns: CUSTOMER_COLUMNS,
    columnLabel: (id, t) => t(`clientsList.columns.${id}` as 'clientsList.columns.A_CODICE_CLIENTE'),
    defaultColumns: DEFAULT_CUSTOMER_COLUMNS,
    rowKey: (row) => row.A_CODICE_CLIENTE,
    selection: 'multi',
    exports: {
      filePrefix: 'Export_VistaClienti',
      csvOf: (rows) =>
        api.call('exportClientsList', { body: { customerCodes: rows.map((row) => row.A_CODICE_CLIENTE) } }),
      extractionType: 'CUSTOMER',
    },
    // The count is asked apart: the first page shows before it.
    countApart: true,
    async fetchPage(filters, { pageNumber, cursor, count }) {
      const answer = await api.call('clientsList', {
        body: { filters, pageNumber, pageSize: PAGE_SIZE, cursor, count },
      });
      return { rows: answer.customers.map((item) => item.jsonValue), total: answer.total, cursor: answer.cursor };
    },
  };
}
