import { dynamoAuditWriter } from '../../../functions/commons/audit/dynamo-audit-writer';
import { systemRecord } from '../../../functions/commons/audit/system-record';
import { recountCustomerTallies } from '../../../functions/stores/customers/customer-tallies';
import { feedLoadChange } from '../../../functions/stores/customers/feed-load-change';
import { loadSyntheticCustomers } from '../synthetic/customers-load';
import { requestLogDataSets } from '../synthetic/request-log-data-sets';
import type { DemoSeeder } from './demo-seeder';
import { DEMO_REQUEST_LOG_SEED, featuredUsersOf } from './request-log-seeder';

/** About as many customers as the demo's request log has checks: a list with pages, filters and KPIs. */
export const DEMO_CUSTOMERS = 2000;

/**
 * Synthetic customers consistent with the demo's request log (seeded before, request-log-seeder.ts):
 * every subject of its checks that names a customer is that customer, then new ones up to
 * DEMO_CUSTOMERS, written through the customers' write path (items, flags, invoiced limits and the last
 * load). Their KPIs were computed the day the request log ends. The precheck's own demo customers
 * (precheck-seeder.ts) are written by that seeder and keep their figures.
 */
export const customerDemoSeeder: DemoSeeder = {
  name: 'customers',
  // 2: the invoiced limits and the tallies kept per market, written for folders seeded before;
  // 3: the load's SYSTEM audit record.
  version: 3,
  async seed({ documentClient, table }) {
    const requestLogs = (await requestLogDataSets(documentClient, table('requestLog'), featuredUsersOf)).filter(
      (dataSet) => dataSet.seed === DEMO_REQUEST_LOG_SEED,
    );
    const kpiDate = (requestLogs.at(-1)?.endDate ?? new Date().toISOString()).slice(0, 10);
    const { lastLoad } = await loadSyntheticCustomers({
      documentClient,
      table: table('data'),
      count: DEMO_CUSTOMERS,
      seed: DEMO_REQUEST_LOG_SEED,
      kpiDate,
      requestLogs,
      concurrency: 8,
    });
    // The precheck's demo customers went in before, item by item: count every market from the index once.
    await recountCustomerTallies(documentClient, table('data'));
    // The load is the system's own act, as a feed's load by the worker is: 'Registro modifiche' shows it.
    const change = systemRecord(feedLoadChange(lastLoad, lastLoad.loadedAt), new Date());
    await dynamoAuditWriter(documentClient, table('audit')).begin(change);
  },
};
