import { MARKETS, type Market } from '../../../shared/roles';
import type { CustomerFilters } from '../../../shared/schemas/customers';
import { searchText } from '../../../shared/search-text';
import type { Condition } from '../../commons/dynamo/filter-expression';
import type { ListQuery } from '../../commons/dynamo/query-plan';
import { invoicedCondition } from './invoiced-bounds';
import type { CustomerSlimAttributes } from './items';
import {
  CUSTOMER_CODE_INDEX,
  CUSTOMER_CODE_SORT_KEY,
  CUSTOMER_TABLE_KEYS,
  CUSTOMERS_INDEX,
  customerCodePartition,
  customerKey,
  customersPartitionsOf,
} from './keys';

/** What a customers search may test: the slim attributes, and the code on a customer read whole. */
export type CustomerAttribute = keyof CustomerSlimAttributes | 'A_CODICE_CLIENTE';
export type CustomerCondition = Condition<CustomerAttribute>;
export type CustomerQuery = ListQuery<CustomerAttribute>;

/** The markets a search reads: the role's, narrowed by the market filter when one is chosen. */
export function searchedMarkets(filters: CustomerFilters, roleMarkets: readonly Market[]): Market[] {
  const chosen = filters.market && filters.market.length > 0 ? filters.market : MARKETS;
  return roleMarkets.filter((market) => chosen.includes(market));
}

/** Every filter but the identifiers and the market, as conditions on the slim attributes. */
function filterConditions(filters: CustomerFilters): CustomerCondition[] {
  const conditions: CustomerCondition[] = [];
  const oneOf = (attribute: CustomerAttribute, values: readonly string[] | undefined) => {
    if (values && values.length > 0) conditions.push({ kind: 'in', attribute, values });
  };
  oneOf('ms', filters.microSegment);
  oneOf('mc', filters.macroSegment);
  oneOf('pc', filters.performanceClass);
  oneOf('cs', filters.clientStatus);
  oneOf('di', filters.dunningIndex);
  if (filters.isPdrExisting !== undefined) oneOf('pd', [filters.isPdrExisting ? 'SI' : 'NO']);
  if (filters.invoiced) conditions.push(invoicedCondition(filters.invoiced));
  const texts = [
    ['rs', filters.companyName],
    ['co', filters.surname],
    ['no', filters.name],
  ] as const;
  for (const [attribute, text] of texts) {
    const typed = text ? searchText(text) : '';
    if (typed) conditions.push({ kind: 'contains', attribute, text: typed });
  }
  return conditions;
}

/**
 * The plan of a customers search (docs/data-model.md 'Customers'). The role's markets are always
 * applied: they choose the index partitions read, or, when a customer is looked up by identifier or
 * code, a condition on its market. A tax code or VAT number reads that subject's partition of the
 * table; a customer code its `gsi2` partition; otherwise every shard of the searched markets is merged,
 * largest overdue first. A search that leaves no market reads nothing.
 */
export function customerQuery(filters: CustomerFilters, roleMarkets: readonly Market[]): CustomerQuery {
  const markets = searchedMarkets(filters, roleMarkets);
  const conditions = filterConditions(filters);
  const identifier = filters.vatNumber?.trim().toUpperCase();
  const code = filters.siebelCode?.trim();
  if (identifier || code) {
    conditions.push({ kind: 'in', attribute: 'mk', values: markets });
    // Both given: the subject's partition, and the code as a condition on its one item.
    if (identifier && code) conditions.push({ kind: 'in', attribute: 'A_CODICE_CLIENTE', values: [code] });
    const source = identifier
      ? {
          index: CUSTOMER_TABLE_KEYS,
          groups: [[customerKey(identifier).pk]],
          sortRange: { from: CUSTOMER_CODE_SORT_KEY, to: CUSTOMER_CODE_SORT_KEY },
        }
      : {
          index: CUSTOMER_CODE_INDEX,
          groups: [[customerCodePartition(code as string)]],
        };
    return { source, conditions };
  }
  return { source: { index: CUSTOMERS_INDEX, groups: [markets.flatMap(customersPartitionsOf)] }, conditions };
}
