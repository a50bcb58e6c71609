import { API_ROUTES } from '../../shared/route-table';
import { defaultAggregatedRange, italianToday } from '../../shared/validators/ranges';
import { listPage } from '../commons/dynamo/list-page';
import { defineHandler } from '../commons/http/define-handler';
import { aggregatedQuery } from '../stores/request-log/list-query';
import { aggregatedRowOf } from '../stores/request-log/listed-rows';
import { containerRequestLogFigures } from '../stores/request-log/request-log-figures';
import { withReader } from './logged-request-log-reads';

/**
 * POST /api/v1/groupedRequestLog: one row per subject and month, latest first, with the total (closed
 * months' from the closed-period cache) and the next page's cursor.
 */
export const handler = defineHandler(API_ROUTES.groupedRequestLog, async ({ body, caller }) => {
  const range = body.filters.dateRange ?? defaultAggregatedRange(italianToday());
  const query = aggregatedQuery(body.filters, range, caller.markets);
  const { rows, total, cursor } = await withReader((reader, stats) => {
    const figures = containerRequestLogFigures(reader, stats);
    const counted = { ...reader, count: (plan: typeof query) => figures.aggregatedCount(plan, range) };
    return listPage(counted, query, body, aggregatedRowOf);
  });
  // JSON leaves an undefined cursor out: the last page answers none.
  return { body: { groupedRequestLogs: rows, total, cursor } };
});
