import { API_ROUTES } from '../../shared/route-table';
import { defaultRequestLogRange, italianToday } from '../../shared/validators/ranges';
import { listPage } from '../commons/dynamo/list-page';
import { defineHandler } from '../commons/http/define-handler';
import { containerAgencyStore } from '../stores/agencies/agency-store';
import { requestLogQuery } from '../stores/request-log/list-query';
import { logRowOf } from '../stores/request-log/listed-rows';
import { containerRequestLogFigures } from '../stores/request-log/request-log-figures';
import { withReader } from './logged-request-log-reads';

/**
 * POST /api/v1/requestLog: the dossier list, newest first, 50 a page, with the total and the next
 * page's cursor. Each row's agency name is the mapping's now: one BatchGet of the page's distinct
 * codes once its rows are read (none when the page has no agency code). The total comes from the
 * daily tallies when the filters allow it (stores/request-log/request-log-figures.ts).
 */
export const handler = defineHandler(API_ROUTES.requestLog, async ({ body, caller }) => {
  const range = body.filters.dateRange ?? defaultRequestLogRange(italianToday());
  const query = requestLogQuery(body.filters, range, caller.markets);
  const { rows, total, cursor } = await withReader(async (reader, stats) => {
    const figures = containerRequestLogFigures(reader, stats);
    const counted = { ...reader, count: (plan: typeof query) => figures.count(plan, range) };
    const page = await listPage(counted, query, body, logRowOf);
    const named = await containerAgencyStore(stats).named(page.rows.map((row) => row.jsonValue));
    return { ...page, rows: named.map((jsonValue) => ({ jsonValue })) };
  });
  // JSON leaves an undefined cursor out: the last page answers none.
  return { body: { requestLogs: rows, total, cursor } };
});
