/**
 * What a request read from DynamoDB: round trips, items evaluated and capacity consumed, and how many
 * of the round trips were counts. Logged with each list call and reported by the benchmark, so "reads
 * no more than" and "makes no count" are measured, not assumed.
 */
export interface ReadStats {
  requests: number;
  /** Of `requests`, the Select COUNT queries (a total being counted). */
  countRequests: number;
  itemsRead: number;
  capacityUnits: number;
}

export const emptyReadStats = (): ReadStats => ({ requests: 0, countRequests: 0, itemsRead: 0, capacityUnits: 0 });

export function recordRead(
  stats: ReadStats | undefined,
  output: {
    ScannedCount?: number;
    Count?: number;
    ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
  },
  items?: number,
  options: { count?: boolean } = {},
): void {
  if (!stats) return;
  stats.requests += 1;
  if (options.count) stats.countRequests += 1;
  stats.itemsRead += output.ScannedCount ?? items ?? output.Count ?? 0;
  const consumed = Array.isArray(output.ConsumedCapacity) ? output.ConsumedCapacity : [output.ConsumedCapacity];
  for (const entry of consumed) stats.capacityUnits += entry?.CapacityUnits ?? 0;
}
