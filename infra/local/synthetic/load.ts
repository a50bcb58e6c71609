import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchPut } from '../../../functions/commons/dynamo/batch-put';
import { loadChainsOfRows } from '../../../functions/stores/check-chains/chain-load';
import { requestLogItem, slimAttributes } from '../../../functions/stores/request-log/row-and-aggregate-items';
import { rebuildTallies, tallyAccumulator } from '../../../functions/stores/request-log-tallies/rebuild';
import { tallyId } from '../../../functions/stores/request-log-tallies/writer';
import { daysNewestFirst, romeDay } from '../../../shared/italian-time';
import { aggregateItemsOf, aggregateRows } from './aggregate';
import { createBatchPool } from './batch-pool';
import { endInstant } from './calendar';
import { type GeneratorOptions, generateDossiers, MAX_SYNTHETIC_ROWS } from './generator';
import { markTalliesKept, reserveIdBlock } from './id-block';

export type LoadPhase = 'rows' | 'aggregates' | 'tallies' | 'chains';

export interface LoadOptions {
  documentClient: DynamoDBDocumentClient;
  /** Physical name of the request-log table. */
  table: string;
  count: number;
  seed: number | string;
  /** The last instant of the data; a YYYY-MM-DD day means its end in Italy. */
  endDate: Date | string;
  /** Usernames that run some of the checks (the demo users). */
  featuredUsers?: readonly string[];
  /** BatchWriteItem calls in flight. Default 8. */
  concurrency?: number;
  onProgress?: (done: number, total: number, phase: LoadPhase) => void;
  /**
   * How the days' tallies are written: `rebuild` (default) reads every day back from the table, so rows
   * of other data sets and real checks on those days count too; `fromRows` writes the tallies of the
   * generated rows straight away, in seconds instead of minutes, and is right only where those days hold
   * no other row (a new data folder: the demo seeder, the benchmarks).
   */
  tallies?: 'rebuild' | 'fromRows';
  /** Whether the repeated checks' chains of the rows are built and written too (npm run seed). Default false. */
  chains?: boolean;
}

export interface LoadResult {
  rows: number;
  aggregates: number;
  /** Days whose tallies were rebuilt from their rows (every day the data set spans). */
  tallyDays: number;
  /** Items of the repeated checks' chains written (link keys, chains, who-repeats tallies). */
  chainItems: number;
  /** idRequest of the first row; the rows hold firstId … firstId + rows - 1. */
  firstId: number;
  seconds: number;
}

/**
 * Writes a synthetic request log: the rows as the request-log writer stores them, then the monthly
 * aggregates of each subject, whole (latest check and set of ids), then the daily tallies of every day
 * it spans, rebuilt from the rows in the table (so other rows of those days count too, and the cached
 * figures of those days and months are dropped). Rows are generated twice, once per phase, rather than
 * kept: regenerating costs far less than the writes, and memory stays flat.
 * Idempotent: the same count, seed and end date write the same items again (id-block.ts).
 */
export async function loadSyntheticRequestLog(options: LoadOptions): Promise<LoadResult> {
  const started = performance.now();
  const { documentClient, table, count, onProgress = () => {} } = options;
  // Checked before ids are reserved: the generator itself would only complain once asked for rows.
  if (!Number.isSafeInteger(count) || count < 0 || count > MAX_SYNTHETIC_ROWS)
    throw new Error(`count must be an integer from 0 to ${MAX_SYNTHETIC_ROWS}: ${count}`);
  const end = endInstant(options.endDate);
  const dataSet = `seed=${options.seed}#count=${count}#end=${end.toISOString()}`;
  const firstId = count > 0 ? await reserveIdBlock(documentClient, table, dataSet, count) : 1;
  const generator: GeneratorOptions = {
    count,
    seed: options.seed,
    endDate: end,
    firstId,
    featuredUsers: options.featuredUsers,
  };
  const concurrency = options.concurrency ?? 8;

  let aggregates = 0;
  let done = 0;
  let firstDay: string | undefined;
  let lastDay: string | undefined;
  const now = new Date();
  const computed = options.tallies === 'fromRows' ? tallyAccumulator(now) : undefined;
  onProgress(0, count, 'rows');
  const rows = createBatchPool(documentClient, table, concurrency, (written) => {
    done += written;
    onProgress(done, count, 'rows');
  });
  for (const dossier of generateDossiers(generator)) {
    // No subject spans two dossiers (identities.ts), so a dossier's aggregates are final.
    aggregates += aggregateRows(dossier).length;
    for (const row of dossier) {
      const day = romeDay(row.requestDate);
      if (!firstDay || day < firstDay) firstDay = day;
      if (!lastDay || day > lastDay) lastDay = day;
      computed?.add(day, { slim: slimAttributes(row), id: tallyId(row, '') });
      await rows.add(requestLogItem(row, `synthetic-${row.idRequest}`));
    }
  }
  await rows.flush();

  done = 0;
  onProgress(0, aggregates, 'aggregates');
  const aggregateItems = createBatchPool(documentClient, table, concurrency, (written) => {
    done += written;
    onProgress(done, aggregates, 'aggregates');
  });
  for (const dossier of generateDossiers(generator)) {
    for (const item of aggregateItemsOf(dossier)) await aggregateItems.add(item);
  }
  await aggregateItems.flush();

  const days = firstDay && lastDay ? daysNewestFirst(firstDay, lastDay) : [];
  onProgress(0, days.length, 'tallies');
  if (computed) {
    await batchPut(documentClient, table, days.flatMap(computed.itemsOf), concurrency);
    onProgress(days.length, days.length, 'tallies');
  } else {
    done = 0;
    await rebuildTallies(documentClient, table, days, now, {
      onDay: () => {
        done += 1;
        onProgress(done, days.length, 'tallies');
      },
    });
  }
  await markTalliesKept(documentClient, table, dataSet);

  let chainItems = 0;
  if (options.chains) {
    onProgress(0, 1, 'chains');
    // The chains come after the rows, so a load interrupted before them leaves rows a rerun completes.
    const chains = await loadChainsOfRows(
      documentClient,
      table,
      (function* () {
        for (const dossier of generateDossiers(generator)) yield* dossier;
      })(),
      concurrency,
    );
    chainItems = chains.items;
    onProgress(1, 1, 'chains');
  }

  return {
    rows: count,
    aggregates,
    tallyDays: days.length,
    chainItems,
    firstId,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * The chains alone of a data set already loaded (the demo's check-chains seeder): its rows generated
 * again with the ids its block recorded, then linked and written as `chains: true` writes them.
 */
export async function loadSyntheticChains(options: Omit<LoadOptions, 'tallies' | 'chains'>): Promise<number> {
  const { documentClient, table, count } = options;
  if (count <= 0) return 0;
  const end = endInstant(options.endDate);
  const dataSet = `seed=${options.seed}#count=${count}#end=${end.toISOString()}`;
  const firstId = await reserveIdBlock(documentClient, table, dataSet, count);
  const generator: GeneratorOptions = {
    count,
    seed: options.seed,
    endDate: end,
    firstId,
    featuredUsers: options.featuredUsers,
  };
  const chains = await loadChainsOfRows(
    documentClient,
    table,
    (function* () {
      for (const dossier of generateDossiers(generator)) yield* dossier;
    })(),
    options.concurrency ?? 8,
  );
  return chains.items;
}
