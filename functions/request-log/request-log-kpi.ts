import { monthsNewestFirst } from '../../shared/italian-time';
import { API_ROUTES } from '../../shared/route-table';
import { defaultRequestLogRange, italianToday } from '../../shared/validators/ranges';
import { defineHandler } from '../commons/http/define-handler';
import { requestLogQuery } from '../stores/request-log/list-query';
import { type KpiRow, REQUEST_LOG_KPI_ATTRIBUTES, requestLogKpi } from './kpi/request-log-kpi';
import { withReader } from './with-reader';

/** GET /api/v1/requestLogKpi: monthly successes and failures and per-workflow figures, over the list's filters. */
export const handler = defineHandler(API_ROUTES.requestLogKpi, async ({ query, caller }) => {
  const range = query.filters.dateRange ?? defaultRequestLogRange(italianToday());
  const months = monthsNewestFirst(range.startDate.slice(0, 7), range.endDate.slice(0, 7)).reverse();
  const rows: KpiRow[] = [];
  await withReader((reader) =>
    reader.projectedItems(requestLogQuery(query.filters, range, caller.markets), REQUEST_LOG_KPI_ATTRIBUTES, (row) => {
      rows.push(row);
    }),
  );
  return { body: requestLogKpi(rows, months) };
});
