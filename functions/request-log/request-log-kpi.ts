import { monthsNewestFirst } from '../../shared/italian-time';
import { API_ROUTES } from '../../shared/route-table';
import { defaultRequestLogRange, italianToday } from '../../shared/validators/ranges';
import { defineHandler } from '../commons/http/define-handler';
import { requestLogQuery } from '../stores/request-log/list-query';
import { containerRequestLogFigures } from '../stores/request-log/request-log-figures';
import { requestLogKpi } from './kpi/request-log-kpi';
import { withReader } from './logged-request-log-reads';

/**
 * GET /api/v1/requestLogKpi: monthly successes and failures and per-workflow figures, over the list's
 * filters: from the daily tallies when the filters allow it, else the rows with closed days cached.
 */
export const handler = defineHandler(API_ROUTES.requestLogKpi, async ({ query, caller }) => {
  const range = query.filters.dateRange ?? defaultRequestLogRange(italianToday());
  const months = monthsNewestFirst(range.startDate.slice(0, 7), range.endDate.slice(0, 7)).reverse();
  const plan = requestLogQuery(query.filters, range, caller.markets);
  const rows = await withReader((reader, stats) => containerRequestLogFigures(reader, stats).kpiRows(plan, range));
  return { body: requestLogKpi(rows, months) };
});
