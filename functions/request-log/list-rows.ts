import type { RequestLogReader } from './store/dynamo-reader';
import type { ListQuery } from './store/list-query';

/** A stored request-log row as the lists answer it: the row under `jsonValue`. */
export const logRowOf = (item: Record<string, unknown>) => item.row as Record<string, unknown>;

/** A stored aggregate as the aggregated list answers it: its row plus how many checks it counts. */
export const aggregatedRowOf = (item: Record<string, unknown>) => ({
  ...(item.row as Record<string, unknown>),
  requestCount: item.requestIds instanceof Set ? item.requestIds.size : 0,
});

/**
 * One page of a list and the total: the page's keys and the count run side by side, then the page's
 * full items are fetched. A page beyond the end is empty, not an error.
 */
export async function listPage(
  reader: RequestLogReader,
  query: ListQuery,
  page: { pageNumber: number; pageSize: number },
  toRow: (item: Record<string, unknown>) => Record<string, unknown>,
) {
  const [keys, total] = await Promise.all([
    reader.pageKeys(query, page.pageNumber * page.pageSize, page.pageSize),
    reader.count(query),
  ]);
  const items = await reader.items(keys);
  return { rows: items.map((item) => ({ jsonValue: toRow(item) })), total };
}
