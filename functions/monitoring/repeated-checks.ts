import { API_ROUTES } from '../../shared/route-table';
import { italianToday } from '../../shared/validators/ranges';
import { defineHandler } from '../commons/http/define-handler';
import { containerChainStore } from '../stores/check-chains/container-chains';
import { monitoringPeriod } from './monitoring-period';

/**
 * POST /api/v1/repeatedChecks: 'Verifiche ripetute', the chains of two checks or more whose last
 * activity falls in the period (by default the last 30 days), newest first, 50 a page by cursor with
 * one count per search, filtered by flag, agency, user, channel, market, attempts and review status
 * (docs/monitoring.md). Its roles (ADMIN, RISK_OFFICER) see every market.
 */
export const handler = defineHandler(API_ROUTES.repeatedChecks, async ({ body }) => {
  const period = monitoringPeriod(body.filters.dateRange, italianToday(), 'filters.dateRange');
  const { rows, total, cursor } = await containerChainStore().page(body.filters, period, body);
  return { body: { chains: rows, total, cursor } };
});
