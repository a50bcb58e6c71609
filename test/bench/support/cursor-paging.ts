import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { listPage } from '../../../functions/commons/dynamo/list-page';
import type { ReadStats } from '../../../functions/commons/dynamo/read-stats';
import type { RequestLogQuery } from '../../../functions/stores/request-log/list-query';
import { logRowOf } from '../../../functions/stores/request-log/listed-rows';
import { requestLogReader } from '../../../functions/stores/request-log/reader';
import { type Measured, measure, ms } from './timed-reads';

/** Next pages measured: the first two a person scrolls to, and a deep one. */
const NEXT_PAGES = [1, 2, 20];

/**
 * One count per search, through the list handlers' own listPage: (a) the first page with
 * its count, as every search starts; (b) next pages by the cursor of the page before, which read only
 * their rows and count nothing; (c) for reference, the same pages asked by number (an offset read that
 * merges the keys of every page before, plus a count), as every page was read before cursors. Each
 * figure's reads come from its last run; the pages by cursor are checked to be the pages by number.
 */
export async function cursorPaging(
  client: DynamoDBDocumentClient,
  table: string,
  query: RequestLogQuery,
  options: { pageSize: number; runs: number },
) {
  const reader = (stats?: ReadStats) => requestLogReader(client, table, stats);
  const page = (pageNumber: number, cursor?: string, stats?: ReadStats) =>
    listPage(reader(stats), query, { pageNumber, pageSize: options.pageSize, cursor }, logRowOf);

  // The cursor that leads to each page, walking the search once from its first page.
  const cursors: (string | undefined)[] = [undefined];
  for (let pageNumber = 0; pageNumber < Math.max(...NEXT_PAGES); pageNumber += 1) {
    cursors.push((await page(pageNumber, cursors[pageNumber])).cursor);
  }

  const first = await measure(options.runs, (stats) => page(0, undefined, stats));
  const rows: [string, Measured][] = [['(a) first page + count', first]];
  // A small data set's search may end before the deepest page: those pages are left out.
  const reached = NEXT_PAGES.filter((pageNumber) => cursors[pageNumber] !== undefined);
  for (const pageNumber of reached) {
    const cursor = cursors[pageNumber] as string;
    const [byCursor, byNumber] = await Promise.all([page(pageNumber, cursor), page(pageNumber)]);
    const ids = (answer: typeof byCursor) => answer.rows.map((row) => row.jsonValue.idRequest).join();
    if (ids(byCursor) !== ids(byNumber))
      throw new Error(`Page ${pageNumber} by cursor differs from page ${pageNumber} by number`);
    rows.push([
      `(b) page ${pageNumber} by cursor`,
      await measure(options.runs, (stats) => page(pageNumber, cursor, stats)),
    ]);
  }
  for (const pageNumber of reached) {
    rows.push([
      `(c) page ${pageNumber} by number (offset + count)`,
      await measure(options.runs, (stats) => page(pageNumber, undefined, stats)),
    ]);
  }

  console.log(`\nCursor paging (page size ${options.pageSize}, ${options.runs} runs per figure):\n`);
  console.log('| Read | p50 | p95 | Requests (of which counts) | Items evaluated | Capacity units | p50 vs (a) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, { p50, p95, stats }] of rows) {
    const speed = first.p50 / p50;
    const vsFirst = speed >= 1 ? `${speed.toFixed(1)}x faster` : `${(1 / speed).toFixed(2)}x slower`;
    console.log(
      `| ${name} | ${ms(p50)} | ${ms(p95)} | ${stats.requests} (${stats.countRequests}) | ${stats.itemsRead.toLocaleString('en')} | ${stats.capacityUnits} | ${name.startsWith('(a)') ? '—' : vsFirst} |`,
    );
  }
}
