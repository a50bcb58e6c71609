/**
 * Keys of the request log's daily tallies in the request-log table (docs/data-model.md 'Daily
 * tallies'): one partition per Italian day holding its cells, written by every check; once the day is
 * closed, its summary (every cell in one item) and the cached figures of exact reads. A month's
 * partition holds the cached business KPIs of its aggregates. None of these items has index keys: no
 * list, count or export of rows ever meets them.
 */

export const tallyPartition = (day: string) => `TALLY#${day}`;
export const monthTallyPartition = (month: string) => `TALLYMONTH#${month}`;

export const CELL_PREFIX = 'C#';
export const cellSortKey = (cellKey: string) => `${CELL_PREFIX}${cellKey}`;

/** A closed day's summary in one projection, in parts when one item would be too large: part 0 says how many. */
export const summarySortKey = (projection: string, part: number) => `SUMMARY#${projection}#${part}`;

/** The cached figures of an exact read of a closed day or month, by kind and the fingerprint of its filters. */
export const cacheSortKey = (kind: string, fingerprint: string) => `CACHE#${kind}#${fingerprint}`;
