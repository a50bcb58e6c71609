import { whoRepeatsRows } from '../../shared/monitoring/who-repeats';
import { API_ROUTES } from '../../shared/route-table';
import { italianToday } from '../../shared/validators/ranges';
import { documentClient } from '../commons/clients';
import { tableName } from '../commons/env';
import { defineHandler } from '../commons/http/define-handler';
import { containerAgencyStore } from '../stores/agencies/agency-store';
import { repeaterTallies } from '../stores/check-chains/repeats-tallies';
import { monitoringPeriod } from './monitoring-period';

/**
 * POST /api/v1/whoRepeats: per agency or per user over a period (by default the last 30 days), checks,
 * the share that joined an existing chain and the share of red-then-green-after-an-edit, against
 * everyone's with binomial control limits; read from tallies, no row (docs/monitoring.md).
 */
export const handler = defineHandler(API_ROUTES.whoRepeats, async ({ body }) => {
  const period = monitoringPeriod(body.dateRange, italianToday(), 'dateRange');
  const kind = body.by === 'agency' ? 'A' : 'U';
  const { tallies, overall } = await repeaterTallies(documentClient, tableName('requestLog'), period, kind);
  const names =
    kind === 'A' && tallies.length > 0 ? await containerAgencyStore().names(tallies.map((t) => t.code)) : new Map();
  const rows = whoRepeatsRows(tallies, overall, (code) => (kind === 'A' ? (names.get(code) ?? null) : null));
  const rate = (count: number) => (overall.checks > 0 ? count / overall.checks : 0);
  return {
    body: {
      dateRange: period,
      overall: {
        checks: overall.checks,
        joinedRate: rate(overall.joined),
        redThenGreenRate: rate(overall.redThenGreen),
      },
      rows,
    },
  };
});
