import { ROLE_PROFILES } from '../../../shared/roles';
import { DEMO_USERS } from '../demo-users';
import { loadSyntheticRequestLog } from '../synthetic/load';
import { requestLogDataSets } from '../synthetic/request-log-data-sets';
import type { DemoSeeder } from './demo-seeder';

/** About 170 checks a month: enough for the lists, filters and KPIs to show something in any month. */
export const DEMO_REQUEST_LOG_ROWS = 2000;

/** The demo logins that run checks appear as the users of some rows, so each finds checks of its own. */
const CHECKING_USERS = DEMO_USERS.filter(({ role }) => ROLE_PROFILES[role].screens.includes('precheck')).map(
  ({ username }) => username,
);

/** The demo request log's seed: its subjects are the demo customers' (customer-seeder.ts). */
export const DEMO_REQUEST_LOG_SEED = 'demo';

/**
 * The featured users a request log was generated with, which change its draws: the demo's are the
 * demo logins that run checks; a log of `npm run seed` has none.
 */
export const featuredUsersOf = (seed: number | string) => (seed === DEMO_REQUEST_LOG_SEED ? CHECKING_USERS : undefined);

/**
 * A year of synthetic request log ending when the folder is first seeded, so the dossier lists have
 * rows in their default one-month range right after `npm start`. Fixed seed: every new folder gets the
 * same subjects and outcomes, shifted to its own year.
 */
export const requestLogDemoSeeder: DemoSeeder = {
  name: 'request-log',
  // v2: every check with its decision snapshot and the versions it was decided with. A folder
  // seeded before gets the same rows again (the same end date), now with their snapshots.
  version: 2,
  async seed({ documentClient, table }) {
    const seeded = await requestLogDataSets(documentClient, table('requestLog'));
    const demo = seeded.find(({ seed, count }) => seed === DEMO_REQUEST_LOG_SEED && count === DEMO_REQUEST_LOG_ROWS);
    await loadSyntheticRequestLog({
      documentClient,
      table: table('requestLog'),
      count: DEMO_REQUEST_LOG_ROWS,
      seed: DEMO_REQUEST_LOG_SEED,
      endDate: demo ? new Date(demo.endDate) : new Date(),
      featuredUsers: CHECKING_USERS,
      // Seeded into a new folder, where its days hold no other row: the tallies come from the rows.
      tallies: 'fromRows',
    });
  },
};
