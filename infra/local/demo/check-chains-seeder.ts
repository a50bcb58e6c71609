import { loadSyntheticChains } from '../synthetic/load';
import { requestLogDataSets } from '../synthetic/request-log-data-sets';
import type { DemoSeeder } from './demo-seeder';
import { DEMO_REQUEST_LOG_ROWS, DEMO_REQUEST_LOG_SEED, featuredUsersOf } from './request-log-seeder';

/**
 * The repeated checks' chains of the demo request log (its 2,000 rows linked as their checks would
 * have linked them), after the request log: a folder seeded before the chains existed gets them too.
 * Version 3: who repeats kept in one item a month per agency and per user, a day's counters packed in one
 * attribute (a folder of an earlier version gets them).
 */
export const checkChainsDemoSeeder: DemoSeeder = {
  name: 'check-chains',
  version: 3,
  async seed({ documentClient, table }) {
    const seeded = await requestLogDataSets(documentClient, table('requestLog'));
    const demo = seeded.find(({ seed, count }) => seed === DEMO_REQUEST_LOG_SEED && count === DEMO_REQUEST_LOG_ROWS);
    if (!demo) return;
    await loadSyntheticChains({
      documentClient,
      table: table('requestLog'),
      count: DEMO_REQUEST_LOG_ROWS,
      seed: DEMO_REQUEST_LOG_SEED,
      endDate: new Date(demo.endDate),
      featuredUsers: featuredUsersOf(DEMO_REQUEST_LOG_SEED),
    });
  },
};
