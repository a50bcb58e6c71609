import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { attemptOf } from '../../../shared/monitoring/attempt';
import { linkAttempt } from '../../../shared/monitoring/link';
import { rowsOfDay } from '../request-log/period-rows';
import { chainLinkStore } from './chain-link-store';
import { clearRepeatsDay } from './repeats-reset';

/**
 * Rebuilds the chains of the days given, oldest first (`npm run chains`): every row of a day read
 * back in order (request-log/period-rows.ts `rowsOfDay`), then linked and recorded one by one through
 * the store a check records with, so the result is what the checks would have written. Every write is
 * idempotent, and each day's who-repeats counters start from zero (repeats-reset.ts): running it again,
 * or over a day whose checks were linked already, changes no count.
 */
export async function rebuildChains(
  client: DynamoDBDocumentClient,
  table: string,
  daysOldestFirst: readonly string[],
  onDay: (day: string, rows: number) => void = () => {},
): Promise<{ days: number; rows: number }> {
  const store = chainLinkStore(client, table);
  let total = 0;
  for (const day of daysOldestFirst) {
    const rows = await rowsOfDay(client, table, day);
    await clearRepeatsDay(client, table, day);
    for (const row of rows) {
      const attempt = attemptOf(row);
      if (!attempt) continue;
      const candidates = await store.candidates(attempt);
      await store.record(attempt, linkAttempt(attempt, candidates), candidates);
      total += 1;
    }
    onDay(day, rows.length);
  }
  return { days: daysOldestFirst.length, rows: total };
}
