import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { romeDay } from '../../../shared/italian-time';
import type { RequestLogRow } from '../../../shared/request-log/row';
import { mapWithConcurrency } from '../../commons/concurrency';
import { batchDelete, batchPut } from '../../commons/dynamo/batch-put';
import { logPartitionsOfDay } from '../request-log/keys';
import { INDEXES } from '../request-log/list-query';
import { type SlimAttributes, slimAttributes } from '../request-log/row-and-aggregate-items';
import { addToCell, cellKeyOf, type DayCells, isClosedDay } from './cells';
import { cellSortKey, monthTallyPartition, tallyPartition } from './keys';
import { summaryItems } from './reader';
import { tallyId } from './writer';

type Item = Record<string, unknown>;

/** One row as the tallies see it: its slim attributes and the id it is tallied under. */
export interface TalliedRow {
  slim: SlimAttributes;
  id: string;
}

/**
 * Tallies computed from rows (a rebuild, a synthetic load, fixtures): day by day, each row in its cell.
 * `items()` answers what the checks would have left: while a day is open its cells (counts, elapsed
 * sums and the ids counted, so later checks keep adding idempotently); once closed, only its summary.
 * Ids are kept for open days only, so a year of a million rows holds a few hundred thousand cells.
 */
export function tallyAccumulator(now: Date) {
  const days = new Map<string, { cells: DayCells; ids?: Map<string, string[]> }>();
  return {
    add(day: string, { slim, id }: TalliedRow): void {
      let entry = days.get(day);
      if (!entry) {
        entry = { cells: new Map(), ...(isClosedDay(day, now) ? {} : { ids: new Map() }) };
        days.set(day, entry);
      }
      const key = cellKeyOf(slim);
      addToCell(entry.cells, key, 1, Number(slim.el ?? 0));
      if (!entry.ids) return;
      const counted = entry.ids.get(key);
      if (counted) counted.push(id);
      else entry.ids.set(key, [id]);
    },
    /** Days with at least one row. */
    days: () => [...days.keys()],
    /** The tally items of `day` (a day without rows: an empty summary once closed, nothing while open). */
    itemsOf(day: string): Item[] {
      const pk = tallyPartition(day);
      const entry = days.get(day) ?? { cells: new Map(), ...(isClosedDay(day, now) ? {} : { ids: new Map() }) };
      if (entry.ids) {
        const ids = entry.ids;
        return [...entry.cells].map(([key, { count, elapsed }]) => ({
          pk,
          sk: cellSortKey(key),
          n: count,
          el: elapsed,
          ids: new Set(ids.get(key)),
        }));
      }
      return summaryItems(day, entry.cells, now);
    },
  };
}

/** The tally items of some rows (fixtures, tests), day by day, as of `now`. */
export function tallyItemsOfRows(rows: readonly RequestLogRow[], now: Date): Item[] {
  const tallies = tallyAccumulator(now);
  // Fixture rows are keyed by their id: requestLogItem's fallback is never used for them.
  for (const row of rows) tallies.add(romeDay(row.requestDate), { slim: slimAttributes(row), id: tallyId(row, '') });
  return tallies.days().flatMap((day) => tallies.itemsOf(day));
}

/** The id a stored row is tallied under, from its sort key (`<date>#<12-digit id>` or `<date>#ERR-<id>`). */
const idOfSortKey = (sortKey: string) => {
  const id = sortKey.slice(sortKey.indexOf('#') + 1);
  return id.startsWith('ERR-') ? id : String(Number(id));
};

export interface RebuildOptions {
  /** Days rebuilt at once. */
  concurrency?: number;
  onDay?: (day: string, rows: number) => void;
}

/**
 * Rebuilds the tallies of `days` from the rows (`npm run tallies`, and every synthetic load):
 * each day's rows read on the slim index, its tally items written whole, then whatever its partition
 * held besides (cells a failed write left wrong, an old summary, cached figures of exact reads) deleted,
 * and the cached business figures of the months those days fall in. New items are written before old
 * ones go, so a reader meanwhile finds either the old figures or the new, never none. A day still open
 * is rebuilt as cells: checks written while it runs may be missed (rebuild closed days, or run it again).
 */
export async function rebuildTallies(
  client: DynamoDBDocumentClient,
  table: string,
  days: readonly string[],
  now: Date,
  options: RebuildOptions = {},
): Promise<{ days: number; rows: number }> {
  let total = 0;
  await mapWithConcurrency(days, options.concurrency ?? 4, async (day) => {
    const tallies = tallyAccumulator(now);
    let rows = 0;
    for (const partition of logPartitionsOfDay(day)) {
      for await (const item of queryAll(client, table, INDEXES.slim.name, 'spk', partition)) {
        tallies.add(day, { slim: item as SlimAttributes, id: idOfSortKey(String(item.ssk)) });
        rows += 1;
      }
    }
    const items = tallies.itemsOf(day);
    await batchPut(client, table, items, 2);
    const kept = new Set(items.map((item) => item.sk));
    const stale: Item[] = [];
    for await (const item of queryAll(client, table, undefined, 'pk', tallyPartition(day), true)) {
      if (!kept.has(item.sk)) stale.push({ pk: item.pk, sk: item.sk });
    }
    await batchDelete(client, table, stale, 2);
    total += rows;
    options.onDay?.(day, rows);
  });
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  await mapWithConcurrency(months, 4, async (month) => {
    const cached: Item[] = [];
    for await (const item of queryAll(client, table, undefined, 'pk', monthTallyPartition(month), true)) {
      cached.push({ pk: item.pk, sk: item.sk });
    }
    await batchDelete(client, table, cached, 2);
  });
  return { days: days.length, rows: total };
}

/** Every item of one partition (of the table, or of an index), keys only when asked. */
async function* queryAll(
  client: DynamoDBDocumentClient,
  table: string,
  index: string | undefined,
  partitionKey: string,
  partition: string,
  keysOnly = false,
): AsyncGenerator<Item> {
  let ExclusiveStartKey: Item | undefined;
  do {
    const output = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': partitionKey, ...(keysOnly ? { '#k1': 'pk', '#k2': 'sk' } : {}) },
        ExpressionAttributeValues: { ':pk': partition },
        ...(keysOnly ? { ProjectionExpression: '#k1, #k2' } : {}),
        ExclusiveStartKey,
      }),
    );
    yield* output.Items ?? [];
    ExclusiveStartKey = output.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}
