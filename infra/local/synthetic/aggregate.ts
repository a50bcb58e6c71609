import {
  aggregateItem,
  aggregateKey,
  isAggregated,
} from '../../../functions/stores/request-log/row-and-aggregate-items';
import type { RequestLogRow } from '../../../shared/request-log/row';

/**
 * Aggregates of a bulk load, computed in memory: per subject and Italian month (aggregateKey), the
 * latest check and the ids of all its checks. What the request-log writer maintains one check at a
 * time, done at once so a load can write whole aggregate items. Memory grows with the number of
 * aggregates, not of rows.
 */

export interface Aggregate {
  latest: RequestLogRow;
  requestIds: number[];
}

/** Later date wins; on the same millisecond the higher id, as the later check. */
const isLater = (row: RequestLogRow, than: RequestLogRow) =>
  row.requestDate > than.requestDate ||
  (row.requestDate === than.requestDate && (row.idRequest ?? 0) > (than.idRequest ?? 0));

export function createAggregator() {
  const aggregates = new Map<string, Aggregate>();
  return {
    /** Counts a row in its aggregate; rows the aggregated list leaves out (Business Decision, no id) are skipped. */
    add(row: RequestLogRow): void {
      if (!isAggregated(row) || row.idRequest === null) return;
      const { pk, sk } = aggregateKey(row);
      const key = `${pk}\u0000${sk}`;
      const aggregate = aggregates.get(key);
      if (!aggregate) {
        aggregates.set(key, { latest: row, requestIds: [row.idRequest] });
        return;
      }
      aggregate.requestIds.push(row.idRequest);
      if (isLater(row, aggregate.latest)) aggregate.latest = row;
    },
    get size() {
      return aggregates.size;
    },
    aggregates(): IterableIterator<Aggregate> {
      return aggregates.values();
    },
  };
}

export function aggregateRows(rows: Iterable<RequestLogRow>): Aggregate[] {
  const aggregator = createAggregator();
  for (const row of rows) aggregator.add(row);
  return [...aggregator.aggregates()];
}

/** The stored aggregate items of some rows, ready for a batch write. */
export const aggregateItemsOf = (rows: Iterable<RequestLogRow>) =>
  aggregateRows(rows).map(({ latest, requestIds }) => aggregateItem(latest, requestIds));
