import { VALIDITY_DAYS } from '../../../shared/constants';
import { addDays, monthsNewestFirst, romeDayStartUtc } from '../../../shared/italian-time';
import type { WhitelistFilters } from '../../../shared/schemas/whitelist';
import { searchText } from '../../../shared/search-text';
import { type DayRange, defaultRequestLogRange } from '../../../shared/validators/ranges';
import { daySortRange } from '../../commons/dynamo/day-sort-range';
import type { Condition } from '../../commons/dynamo/filter-expression';
import type { ListQuery } from '../../commons/dynamo/query-plan';
import { WHITELIST_INDEX, whiteListMonthPartition } from './keys';

/** The entry attributes a list condition may name. */
type WhitelistAttribute = 'taxCode' | 'vatRegistrationNo' | 'searchName' | 'revocationDate' | 'expiringDate';
export type WhitelistCondition = Condition<WhitelistAttribute>;
export type WhitelistQuery = ListQuery<WhitelistAttribute>;

/**
 * The plan of the white list (the screen, its page and its queued export): the month partitions of the
 * insertion range newest first, each one group, cut to the range's Italian days by the sort range. The
 * range absent: the last month to today, the screen's default; with 'active only', every insertion day
 * an entry still active can have (an exemption inserted before the last month is current too).
 * Conditions:
 * - a tax code or VAT number: either identifier equal to it, upper-cased;
 * - a company name: contained in the folded name, case and accents ignored ('caffe' finds 'Caffè');
 * - active only: never revoked and expiring today or later. Expiries are the last instant of a day, so
 *   "not yet expired" is "expiry at or after today's first instant": exact, and the same all day long,
 *   so a cursor made in the morning is still this search's in the evening.
 */
export function whitelistQuery(filters: WhitelistFilters, today: string): WhitelistQuery {
  const range =
    filters.dateRange ??
    (filters.onlyActiveSubjects ? activeEntriesInsertionRange(today) : defaultRequestLogRange(today));
  const conditions: WhitelistCondition[] = [];
  const identifier = filters.vatNumber?.trim().toUpperCase();
  if (identifier)
    conditions.push({ kind: 'equalsAny', attributes: ['taxCode', 'vatRegistrationNo'], value: identifier });
  const name = searchText(filters.companyName ?? '');
  if (name) conditions.push({ kind: 'contains', attribute: 'searchName', text: name });
  if (filters.onlyActiveSubjects) {
    conditions.push(
      { kind: 'missing', attribute: 'revocationDate' },
      { kind: 'atLeast', attribute: 'expiringDate', value: romeDayStartUtc(today) },
    );
  }
  const months = monthsNewestFirst(range.startDate.slice(0, 7), range.endDate.slice(0, 7));
  return {
    source: {
      index: WHITELIST_INDEX,
      groups: months.map((month) => [whiteListMonthPartition(month)]),
      sortRange: daySortRange(range),
    },
    conditions,
  };
}

/**
 * The insertion days of every entry that may still be active today: an entry expires at the end of the
 * day `validityDays` after its insertion, and the configuration allows at most VALIDITY_DAYS.max days.
 */
export function activeEntriesInsertionRange(today: string): DayRange {
  return { startDate: addDays(today, -VALIDITY_DAYS.max), endDate: today };
}
