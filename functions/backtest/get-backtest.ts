import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerBacktestRuns } from '../stores/backtest/backtest-runs';
import { targetStatusOf } from '../stores/backtest/backtest-target';
import { shownBacktest } from './shown-backtest';

/**
 * GET /api/v1/backtest/{kind}/{id}: the latest back-test of a version, with whether it is
 * stale, or null when none was run: what the 'Simula' panel polls while a run goes on and what the
 * publish confirmation shows. Beside it, where the version stands now: a deleted draft's page says it is
 * gone and offers no 'Simula'.
 */
export const handler = defineHandler(API_ROUTES.getBacktest, async ({ params }) => {
  const [stored, targetStatus] = await Promise.all([containerBacktestRuns().read(params), targetStatusOf(params)]);
  return { body: { result: stored ? await shownBacktest(stored) : null, targetStatus } };
});
