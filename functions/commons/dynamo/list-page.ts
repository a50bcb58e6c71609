import type { PageReader } from './page-reader';
import type { ListQuery } from './query-plan';

type Item = Record<string, unknown>;

/**
 * One page of a list and the total: the page's keys and the count run side by side, then the page's
 * full items are fetched. A page beyond the end is empty, not an error.
 */
export async function listPage<Row>(
  reader: Pick<PageReader, 'pageKeys' | 'items' | 'count'>,
  query: ListQuery,
  page: { pageNumber: number; pageSize: number },
  toRow: (item: Item) => Row,
) {
  const [keys, total] = await Promise.all([
    reader.pageKeys(query, page.pageNumber * page.pageSize, page.pageSize),
    reader.count(query),
  ]);
  const items = await reader.items(keys);
  return { rows: items.map((item) => ({ jsonValue: toRow(item) })), total };
}
