import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { recountCustomerTallies } from '../../functions/stores/customers/customer-tallies';
import { rebuildTallies } from '../../functions/stores/request-log-tallies/rebuild';
import { daysNewestFirst } from '../../shared/italian-time';
import { LOCAL_NAMES } from '../../shared/resources';
import { dayProgress, runRebuildCommand } from './rebuild-command';
import { TALLIES_USAGE, type TalliesOptions } from './tallies-args';

async function recount(client: DynamoDBDocumentClient, table: string) {
  const counted = await recountCustomerTallies(client, table);
  const summary = Object.entries(counted).map(([market, customers]) => `${market} ${customers.toLocaleString('en')}`);
  console.log(`Counted the customers of every market (${summary.join(', ')}) in ${table}.`);
}

async function rebuild(client: DynamoDBDocumentClient, table: string, { from, to }: TalliesOptions) {
  if (!from || !to) return;
  const days = daysNewestFirst(from, to);
  const { onDay } = dayProgress(days.length, 'tallies');
  const result = await rebuildTallies(client, table, days, new Date(), { onDay });
  console.log(`Rebuilt the tallies of ${result.days} days (${result.rows.toLocaleString('en')} rows) in ${table}.`);
}

/**
 * `npm run tallies -- --from 2026-11-01 --to 2026-11-22`: rebuilds the request log's daily tallies of
 * those days from the rows (functions/stores/request-log-tallies/rebuild.ts), in the local data folder or,
 * with --table, in a deployed table (the frame: rebuild-command.ts).
 */
runRebuildCommand({
  usage: TALLIES_USAGE,
  async deployed(client, table, options) {
    if (options.from) await rebuild(client, table, options);
    else await recount(client, table);
  },
  async local(client, options) {
    if (options.from) await rebuild(client, LOCAL_NAMES.table('requestLog'), options);
    if (options.customers) await recount(client, LOCAL_NAMES.table('data'));
  },
});
