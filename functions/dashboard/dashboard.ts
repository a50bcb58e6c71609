import { lastDays, romeDayStartUtc } from '../../shared/italian-time';
import { API_ROUTES } from '../../shared/route-table';
import { italianToday } from '../../shared/validators/ranges';
import { documentClient } from '../commons/clients';
import { loggedReads } from '../commons/dynamo/logged-reads';
import { tableName } from '../commons/env';
import { defineHandler } from '../commons/http/define-handler';
import { containerCustomersReader } from '../stores/customers/reader';
import { jobStore, shownJob } from '../stores/export-jobs/jobs';
import { tallyReader } from '../stores/request-log-tallies/reader';
import { DASHBOARD_DAYS, dashboardCellsOf, dashboardFigures, dashboardProjections } from './dashboard-figures';
import { dashboardRepeatedChecks } from './dashboard-repeated-checks';
import { versionsAndApprovals } from './dashboard-versions';

/** The caller's jobs the dashboard lists: the newest ones; the Extractions screen has them all. */
const JOBS_SHOWN = 8;

/**
 * GET /api/v1/dashboard (ADMIN, RISK_OFFICER): the checks of the last 60 Italian days from the
 * daily tallies only (59 closed days' summaries in one BatchGet, today's cells live: no row read), the
 * versions in force and their marks, what waits for a second administrator, the last customer feed and
 * the caller's own jobs from the job rail, all read side by side.
 */
export const handler = defineHandler(API_ROUTES.dashboard, async ({ caller }) => {
  const now = new Date();
  const today = italianToday(now);
  const days = lastDays(today, DASHBOARD_DAYS);
  const monthStart = romeDayStartUtc(days[DASHBOARD_DAYS - 30] as string);
  const [cells, versions, customerLoad, jobs, repeatedChecks] = await Promise.all([
    loggedReads(
      'dashboard tallies',
      (stats) => tallyReader(documentClient, tableName('requestLog'), stats),
      // Each projection over its days, in the same BatchGets: `outcome` over the 60, the splits over the last 30.
      (tallies) => tallies.cellsOf(dashboardProjections(today), now),
    ),
    versionsAndApprovals(now, monthStart),
    containerCustomersReader().lastLoad(),
    jobStore().list(caller.username, undefined),
    dashboardRepeatedChecks(caller.role, today),
  ]);
  return {
    body: {
      asOf: now.toISOString(),
      today,
      ...dashboardFigures(dashboardCellsOf(cells), today, caller.markets),
      ...versions,
      customerLoad,
      jobs: jobs.slice(0, JOBS_SHOWN).map((job) => shownJob(job, now)),
      ...(repeatedChecks && { repeatedChecks }),
    },
  };
});
