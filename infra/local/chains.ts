import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { rebuildChains } from '../../functions/stores/check-chains/chain-rebuild';
import { daysNewestFirst } from '../../shared/italian-time';
import { LOCAL_NAMES } from '../../shared/resources';
import { dayProgress, runRebuildCommand } from './rebuild-command';
import { TALLIES_USAGE, type TalliesOptions } from './tallies-args';

const CHAINS_USAGE = TALLIES_USAGE.replace('npm run tallies', 'npm run chains')
  .replace(
    /\n\nRebuilds[\s\S]*?\n\n/,
    '\n\nRebuilds the repeated checks\u2019 chains of the days from --from to --to (Italian days, both\nincluded) from the request log\u2019s rows, oldest first, through the writes a check makes. Safe to run again.\n\n',
  )
  .replace(/ \[--customers\]/, '')
  .replace(/\n {2}--customers[^\n]*/, '');

async function rebuild(client: DynamoDBDocumentClient, table: string, { from, to }: TalliesOptions) {
  if (!from || !to) return;
  // Oldest first: a check links to the chains of the checks before it.
  const days = daysNewestFirst(from, to).reverse();
  const { onDay } = dayProgress(days.length, 'chains');
  const result = await rebuildChains(client, table, days, onDay);
  console.log(`Rebuilt the chains of ${result.days} days (${result.rows.toLocaleString('en')} checks) in ${table}.`);
}

/**
 * `npm run chains -- --from 2026-11-01 --to 2026-11-22`: rebuilds the repeated checks' chains of those
 * days from the request log (functions/stores/check-chains/chain-rebuild.ts), in the local data folder
 * or, with --table, in a deployed request-log table. The arguments are the tallies' (tallies-args.ts),
 * the frame theirs too (rebuild-command.ts).
 */
runRebuildCommand({
  usage: CHAINS_USAGE,
  refuse: (options) => (!options.from || options.customers ? '--from is required.' : null),
  deployed: rebuild,
  local: (client, options) => rebuild(client, LOCAL_NAMES.table('requestLog'), options),
});
