/**
 * What a request read from DynamoDB: round trips, items evaluated and capacity consumed. Logged with
 * each list call and reported by the benchmark, so "reads no more than" is measured, not assumed.
 */
export interface ReadStats {
  requests: number;
  itemsRead: number;
  capacityUnits: number;
}

export const emptyReadStats = (): ReadStats => ({ requests: 0, itemsRead: 0, capacityUnits: 0 });

export function recordRead(
  stats: ReadStats | undefined,
  output: {
    ScannedCount?: number;
    Count?: number;
    ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
  },
  items?: number,
): void {
  if (!stats) return;
  stats.requests += 1;
  stats.itemsRead += output.ScannedCount ?? items ?? output.Count ?? 0;
  const consumed = Array.isArray(output.ConsumedCapacity) ? output.ConsumedCapacity : [output.ConsumedCapacity];
  for (const entry of consumed) stats.capacityUnits += entry?.CapacityUnits ?? 0;
}
