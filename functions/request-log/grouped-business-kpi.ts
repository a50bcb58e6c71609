import { monthsNewestFirst } from '../../shared/italian-time';
import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { aggregatedQuery } from '../stores/request-log/list-query';
import { containerRequestLogFigures } from '../stores/request-log/request-log-figures';
import { BUSINESS_KPI_ATTRIBUTES, businessKpi } from './kpi/business-kpi';
import { withReader } from './logged-request-log-reads';

/**
 * POST /api/v1/groupedRequestLogsBusinessKpi: the aggregated list's business KPIs over the green-chip
 * filters; closed months' client-months from the closed-period cache, the current month read live.
 */
export const handler = defineHandler(API_ROUTES.groupedRequestLogsBusinessKpi, async ({ body, caller }) => {
  const { dateRange, acquisitionChannel, subjectType } = body;
  const months = monthsNewestFirst(dateRange.startDate.slice(0, 7), dateRange.endDate.slice(0, 7)).reverse();
  const query = aggregatedQuery({ acquisitionChannel, subjectType }, dateRange, caller.markets);
  const rows = await withReader((reader, stats) =>
    containerRequestLogFigures(reader, stats).businessRows(query, dateRange, BUSINESS_KPI_ATTRIBUTES),
  );
  return { body: businessKpi(rows, months) };
});
