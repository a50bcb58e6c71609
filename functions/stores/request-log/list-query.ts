import { BLACKLIST_KINDS, type BlacklistKind } from '../../../shared/enums';
import { daysNewestFirst, monthsNewestFirst } from '../../../shared/italian-time';
import { MARKETS, type Market } from '../../../shared/roles';
import type { AggregatedFilters, RequestLogFilters } from '../../../shared/schemas/request-log';
import { type DayRange, lastDayOfMonth } from '../../../shared/validators/ranges';
import { daySortRange } from '../../commons/dynamo/day-sort-range';
import type { Condition } from '../../commons/dynamo/filter-expression';
import type { IndexSpec, ListQuery } from '../../commons/dynamo/query-plan';
import {
  aggregatePartitionsOfMonth,
  idPartition,
  logPartitionsOfDay,
  subjectAggregatesPartition,
  subjectRowsPartition,
} from './keys';
import type { SlimAttributes } from './row-and-aggregate-items';

/** The request-log table's indexes and the attributes of their keys (shared/resources.ts declares them). */
export const INDEXES = {
  slim: { name: 'slim', partitionKey: 'spk', sortKey: 'ssk' },
  bySubject: { name: 'bySubject', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  byId: { name: 'byId', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
} as const satisfies Record<string, IndexSpec>;

/**
 * What a plan reading the table itself may name besides the slim attributes: the versions a check was
 * decided with, in the full row (docs/data-model.md 'Request log': not on the slim index).
 */
type RowPath = 'row.configurationId' | 'row.idRequest' | `row.blacklistVersions.${BlacklistKind}`;
/** A condition on the slim attributes, the only ones the indexes carry, or on the row when reading the table. */
export type RequestLogCondition = Condition<keyof SlimAttributes | RowPath>;
/** The plan of a request-log or aggregated-list query. */
export type RequestLogQuery = ListQuery<keyof SlimAttributes | RowPath>;

/** The table itself, whose rows are keyed like the slim index (pk = spk, sk = ssk). */
const TABLE = { name: undefined, partitionKey: 'pk', sortKey: 'sk' } as const satisfies IndexSpec;

const upper = (text: string) => text.trim().toUpperCase();

/** A role sees only its markets' rows; a role with every market needs no condition. */
export const marketConditions = (markets: readonly Market[]): RequestLogCondition[] =>
  markets.length < MARKETS.length ? [{ kind: 'in', attribute: 'mk', values: markets }] : [];

/** Conditions both lists share: every multi-choice filter, the text filters and the market scope. */
function sharedConditions(filters: AggregatedFilters, markets: readonly Market[]): RequestLogCondition[] {
  const conditions: RequestLogCondition[] = [];
  const oneOf = (attribute: RequestLogCondition & { kind: 'in' }, values: readonly string[] | undefined) => {
    if (values && values.length > 0) conditions.push({ ...attribute, values });
  };
  const inAttribute = (attribute: (RequestLogCondition & { kind: 'in' })['attribute']) => ({
    kind: 'in' as const,
    attribute,
    values: [],
  });
  conditions.push(...marketConditions(markets));
  oneOf(inAttribute('wf'), filters.workflow);
  oneOf(inAttribute('tl'), filters.trafficLight);
  oneOf(inAttribute('rm'), filters.inRome);
  oneOf(inAttribute('sb'), filters.subjectType);
  // Both result-code filters read the same field: a row matches either list.
  const codes = [...(filters.resultCode ?? []), ...(filters.resultCodeOnlyPrecheck ?? [])];
  oneOf(inAttribute('oc'), codes);
  oneOf(inAttribute('pv'), filters.province);
  oneOf(inAttribute('ct'), filters.city?.map(upper));
  oneOf(inAttribute('ga'), filters.geoArea);
  oneOf(inAttribute('pm'), filters.paymentMode);
  oneOf(inAttribute('ch'), filters.acquisitionChannel);
  oneOf(inAttribute('ms'), filters.microSegment);
  const texts = [
    ['cn', filters.companyName],
    ['sn', filters.surname],
    ['nm', filters.name],
  ] as const;
  for (const [attribute, text] of texts) {
    if (text?.trim()) conditions.push({ kind: 'contains', attribute, text: upper(text) });
  }
  return conditions;
}

/**
 * The plan of a request-log query. A request id or a tax code narrows the rows to one index
 * partition; otherwise the range's days are read newest first, each day's shards merged.
 */
export function requestLogQuery(
  filters: RequestLogFilters,
  range: DayRange,
  markets: readonly Market[],
): RequestLogQuery {
  const conditions = sharedConditions(filters, markets);
  if (filters.siebelCode?.trim()) {
    conditions.push({ kind: 'equalsAny', attributes: ['sc', 'sq'], value: filters.siebelCode.trim() });
  }
  if (filters.salesRequest?.trim()) {
    conditions.push({ kind: 'in', attribute: 'sr', values: [filters.salesRequest.trim()] });
  }
  const vatNumber = filters.vatNumber?.trim();
  if (filters.configurationId || filters.blacklistVersion) return versionQuery(filters, range, conditions);
  if (filters.requestId !== undefined) {
    // At most one row: the tax code, if given too, is checked on it rather than through an index.
    if (vatNumber) conditions.push({ kind: 'in', attribute: 'sj', values: [upper(vatNumber)] });
    return {
      source: { index: INDEXES.byId, groups: [[idPartition(filters.requestId)]], sortRange: daySortRange(range) },
      conditions,
    };
  }
  if (vatNumber) {
    return {
      source: { index: INDEXES.bySubject, groups: [[subjectRowsPartition(vatNumber)]], sortRange: daySortRange(range) },
      conditions,
    };
  }
  return {
    source: {
      index: INDEXES.slim,
      groups: daysNewestFirst(range.startDate, range.endDate).map(logPartitionsOfDay),
      tableKeys: true,
    },
    conditions,
  };
}

/**
 * The checks decided with a configuration version or a black-list version (the link from a publication's
 * audit record): no index carries the versions, so the range's days are read on the table itself, the
 * full rows filtered. It costs the range's full rows, which is why the link narrows the range to the
 * version's validity; the slim index, read by every other search, stays as small as it was. A request
 * id or a subject becomes a condition too.
 */
function versionQuery(filters: RequestLogFilters, range: DayRange, conditions: RequestLogCondition[]): RequestLogQuery {
  const vatNumber = filters.vatNumber?.trim();
  if (vatNumber) conditions.push({ kind: 'in', attribute: 'sj', values: [upper(vatNumber)] });
  if (filters.requestId !== undefined) {
    conditions.push({ kind: 'in', attribute: 'row.idRequest', values: [filters.requestId] });
  }
  if (filters.configurationId) {
    conditions.push({ kind: 'in', attribute: 'row.configurationId', values: [filters.configurationId] });
  }
  if (filters.blacklistVersion) {
    const attributes = BLACKLIST_KINDS.map((kind) => `row.blacklistVersions.${kind}` as const);
    conditions.push({ kind: 'equalsAny', attributes, value: filters.blacklistVersion });
  }
  return {
    source: {
      index: TABLE,
      groups: daysNewestFirst(range.startDate, range.endDate).map(logPartitionsOfDay),
      tableKeys: true,
    },
    conditions,
  };
}

/** The plan of an aggregated-list query: months newest first, each month's shards merged. */
export function aggregatedQuery(
  filters: AggregatedFilters,
  range: DayRange,
  markets: readonly Market[],
): RequestLogQuery {
  const conditions = sharedConditions(filters, markets);
  const months = { startDate: `${range.startDate.slice(0, 7)}-01`, endDate: lastDayOfMonth(range.endDate) };
  const vatNumber = filters.vatNumber?.trim();
  if (vatNumber) {
    return {
      source: {
        index: INDEXES.bySubject,
        groups: [[subjectAggregatesPartition(vatNumber)]],
        sortRange: daySortRange(months),
      },
      conditions,
    };
  }
  return {
    source: {
      index: INDEXES.slim,
      groups: monthsNewestFirst(months.startDate.slice(0, 7), months.endDate.slice(0, 7)).map(
        aggregatePartitionsOfMonth,
      ),
    },
    conditions,
  };
}
