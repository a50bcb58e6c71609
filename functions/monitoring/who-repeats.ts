import { API_ROUTES } from '../../shared/route-table';
import { italianToday } from '../../shared/validators/ranges';
import { defineHandler } from '../commons/http/define-handler';
import { whoRepeatsReport } from '../stores/check-chains/who-repeats-report';
import { monitoringPeriod } from './monitoring-period';

/**
 * POST /api/v1/whoRepeats: per agency or per user over a period (by default the last 30 days), checks,
 * the share that joined an existing chain and the share of red-then-green-after-an-edit, against
 * everyone's with binomial control limits; read from tallies, no row (docs/monitoring.md).
 */
export const handler = defineHandler(API_ROUTES.whoRepeats, async ({ body }) => {
  const period = monitoringPeriod(body.dateRange, italianToday(), 'dateRange');
  return { body: await whoRepeatsReport(period, body.by) };
});
