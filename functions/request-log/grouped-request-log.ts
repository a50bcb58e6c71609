import { API_ROUTES } from '../../shared/route-table';
import { defaultAggregatedRange, italianToday } from '../../shared/validators/ranges';
import { listPage } from '../commons/dynamo/list-page';
import { defineHandler } from '../commons/http/define-handler';
import { aggregatedQuery } from '../stores/request-log/list-query';
import { aggregatedRowOf } from '../stores/request-log/rows';
import { withReader } from './with-reader';

/** POST /api/v1/groupedRequestLog: one row per subject and month, latest first, with the total and the next page's cursor. */
export const handler = defineHandler(API_ROUTES.groupedRequestLog, async ({ body, caller }) => {
  const range = body.filters.dateRange ?? defaultAggregatedRange(italianToday());
  const query = aggregatedQuery(body.filters, range, caller.markets);
  const { rows, total, cursor } = await withReader((reader) => listPage(reader, query, body, aggregatedRowOf));
  // JSON leaves an undefined cursor out: the last page answers none.
  return { body: { groupedRequestLogs: rows, total, cursor } };
});
