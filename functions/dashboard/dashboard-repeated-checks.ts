import { lastDaysRange } from '../../shared/italian-time';
import { type Role, rolesSeeing } from '../../shared/roles';
import { REPEATED_CHECKS_DEFAULT_DAYS } from '../../shared/schemas/monitoring';
import { containerChainStore } from '../stores/check-chains/container-chains';
import { whoRepeatsReport } from '../stores/check-chains/who-repeats-report';

/**
 * 'Verifiche ripetute' on the dashboard, for the roles that see the screen: the open chains of the last
 * 30 days flagged red-then-green-after-an-edit (one count on the chains index) and the agencies marked
 * above their limit (the who-repeats tallies); undefined for the other roles.
 */
export async function dashboardRepeatedChecks(role: Role, today: string) {
  if (!rolesSeeing('repeatedChecks').includes(role)) return undefined;
  const period = lastDaysRange(today, REPEATED_CHECKS_DEFAULT_DAYS);
  const [open, agencies] = await Promise.all([
    containerChainStore().page({ flags: ['RED_THEN_GREEN_EDIT'], reviewStatus: ['OPEN'] }, period, {
      pageNumber: 0,
      pageSize: 1,
      count: 'only',
    }),
    whoRepeatsReport(period, 'agency'),
  ]);
  return {
    openRedThenGreen: open.total ?? 0,
    agenciesOverLimit: agencies.rows
      .filter((row) => row.marked)
      .map((row) => ({
        code: row.key,
        name: row.name,
        excess: Math.max(row.joinedRate.excess, row.redThenGreenRate.excess),
      })),
  };
}
