import { createHash } from 'node:crypto';
import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mapWithConcurrency } from '../../commons/concurrency';
import { batchGet, keyId } from '../../commons/dynamo/batch-get';
import { type ReadStats, recordRead } from '../../commons/dynamo/read-stats';
import { cacheSortKey } from '../request-log-tallies/keys';

const BATCH_GET_KEYS = 100;
/** Periods computed at once when their cache misses: each is itself a few partitions read in parallel. */
const PARALLEL_PERIODS = 4;
/** Larger figures are computed every time rather than stored (far below DynamoDB's 400 KB). */
const MAX_CACHED_CHARS = 300_000;

/** A short, stable name of what decides an exact read's figures: its filters and the caller's markets. */
export const fingerprintOf = (parts: unknown): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);

/** One period of an exact read: its tally partition (a day's, a month's) and whether it can still change. */
export interface Period {
  partition: string;
  closed: boolean;
}

/**
 * The closed-period cache of exact reads (docs/benchmarks.md): counts and KPIs whose filters
 * fall outside the tallies' dimensions read the rows, and a closed day (or month) never changes, so
 * its figures for given filters and markets are kept once computed, in the day's tally partition under
 * the filters' fingerprint. A read then takes the closed periods' figures in one BatchGet and reads
 * rows only for periods not cached yet (storing them) and for the open ones. A load or a rebuild that
 * writes a closed period again deletes its partition's cache (request-log-tallies/rebuild.ts).
 */
export function periodCache(client: DynamoDBDocumentClient, table: string, stats?: ReadStats) {
  return {
    async figures<T>(
      kind: string,
      fingerprint: string,
      periods: readonly Period[],
      compute: (index: number) => Promise<T>,
    ): Promise<T[]> {
      const keyOf = (period: Period) => ({ pk: period.partition, sk: cacheSortKey(kind, fingerprint) });
      const closed = periods.filter((period) => period.closed).map(keyOf);
      const chunks: (typeof closed)[] = [];
      for (let start = 0; start < closed.length; start += BATCH_GET_KEYS)
        chunks.push(closed.slice(start, start + BATCH_GET_KEYS));
      const cached = new Map<string, Record<string, unknown>>();
      for (const answer of await mapWithConcurrency(chunks, PARALLEL_PERIODS, (chunk) =>
        batchGet(client, table, chunk, stats && ((output, items) => recordRead(stats, output, items))),
      )) {
        for (const [id, item] of answer) cached.set(id, item);
      }
      return mapWithConcurrency(
        periods.map((period, index) => ({ period, index })),
        PARALLEL_PERIODS,
        async ({ period, index }) => {
          const hit = period.closed ? cached.get(keyId(keyOf(period))) : undefined;
          if (hit && typeof hit.figures === 'string') return JSON.parse(hit.figures) as T;
          const figures = await compute(index);
          const text = JSON.stringify(figures);
          if (period.closed && text.length <= MAX_CACHED_CHARS) {
            await client.send(
              new PutCommand({
                TableName: table,
                Item: { ...keyOf(period), figures: text, cachedAt: new Date().toISOString() },
              }),
            );
          }
          return figures;
        },
      );
    },
  };
}
