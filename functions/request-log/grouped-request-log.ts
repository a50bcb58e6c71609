import { API_ROUTES } from '../../shared/route-table';
import { defaultAggregatedRange, italianToday } from '../../shared/validators/ranges';
import { defineHandler } from '../commons/http/define-handler';
import { aggregatedRowOf, listPage } from './list-rows';
import { aggregatedQuery } from './store/list-query';
import { withReader } from './with-reader';

/** POST /api/v1/groupedRequestLog: one row per subject and month, latest first, with the total. */
export const handler = defineHandler(API_ROUTES.groupedRequestLog, async ({ body, caller }) => {
  const range = body.filters.dateRange ?? defaultAggregatedRange(italianToday());
  const query = aggregatedQuery(body.filters, range, caller.markets);
  const { rows, total } = await withReader((reader) => listPage(reader, query, body, aggregatedRowOf));
  return { body: { groupedRequestLogs: rows, total } };
});
