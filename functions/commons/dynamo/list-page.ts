import { invalidCursor } from '../http/http-error';
import { decodeCursor, encodeCursor } from './page-cursor';
import type { PageReader } from './page-reader';
import type { ListQuery } from './query-plan';

/** A list page request as the contract declares it (shared/schemas/lists.ts). */
export interface ListPageRequest {
  pageNumber: number;
  pageSize: number;
  /** The previous page's cursor: when given, `pageNumber` is not read. */
  cursor?: string;
  /**
   * `none`: the page without its count (answered apart, so the page shows at once); `only`: the count
   * alone, no row read. Absent: both, side by side (shared/schemas/lists.ts).
   */
  count?: 'none' | 'only';
}

type Item = Record<string, unknown>;

/**
 * One page of a list, counting once per search:
 * - no cursor: the page at `pageNumber` and the count, side by side (a first page; an API client may
 *   also ask for page n by number, which re-reads the keys of the pages before it and counts again);
 *   with `count: 'none'` the page alone, and `count: 'only'` the count alone: the console asks both at
 *   once and shows the rows as soon as they arrive, the cursor then carrying no total;
 * - a cursor: only the next page's rows, read from where the previous page ended, and the total the
 *   cursor carries from the first page: no count, nothing before the position read again.
 * A full page answers the cursor of the next one; a shorter page is the end and answers none (a page
 * that ends exactly at the end still answers one, whose page is then empty). A cursor that is not this
 * search's answers 400 INVALID_CURSOR, never 500.
 */
export async function listPage<Row>(
  reader: Pick<PageReader, 'page' | 'items' | 'count'>,
  query: ListQuery,
  request: ListPageRequest,
  toRow: (item: Item) => Row,
): Promise<{ rows: { jsonValue: Row }[]; total: number | undefined; cursor: string | undefined }> {
  const { pageSize } = request;
  if (request.count === 'only') return { rows: [], total: await reader.count(query), cursor: undefined };
  let page: Awaited<ReturnType<PageReader['page']>>;
  let total: number | undefined;
  if (request.cursor === undefined) {
    const rows = reader.page(query, pageSize, { offset: request.pageNumber * pageSize });
    [page, total] = await Promise.all([rows, request.count === 'none' ? undefined : reader.count(query)]);
  } else {
    const cursor = decodeCursor(request.cursor, query, pageSize);
    if (!cursor) throw invalidCursor();
    page = await reader.page(query, pageSize, { after: cursor });
    total = cursor.total;
  }
  const items = await reader.items(page.keys);
  const next =
    page.keys.length === pageSize && page.last
      ? encodeCursor({ ...page.last, ...(total === undefined ? {} : { total }), pageSize }, query)
      : undefined;
  return { rows: items.map((item) => ({ jsonValue: toRow(item) })), total, cursor: next };
}
