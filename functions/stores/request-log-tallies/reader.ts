import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mapWithConcurrency } from '../../commons/concurrency';
import { batchGet, keyId } from '../../commons/dynamo/batch-get';
import { batchPut } from '../../commons/dynamo/batch-put';
import { type ReadStats, recordRead } from '../../commons/dynamo/read-stats';
import {
  addToCell,
  type DayCells,
  decodeCells,
  encodeCells,
  hasBegun,
  isClosedDay,
  PROJECTIONS,
  type Projection,
  projectCells,
  summaryParts,
} from './cells';
import { CELL_PREFIX, summarySortKey, tallyPartition } from './keys';

/** Keys one BatchGet takes at most. */
const BATCH_GET_KEYS = 100;
/** Days whose cells are read at once (a missing summary, today). */
const PARALLEL_DAYS = 8;

type Item = Record<string, unknown>;

/**
 * The read side of the daily tallies: the cells of each day of a range, in the projection a
 * read needs (cells.ts PROJECTIONS). A closed day is read from its summary in that projection,
 * one small item (a BatchGet for up to 100 days); a closed day without one yet has its cells read once
 * and its summaries written, so it is never read cell by cell again; today, and a day closed less than
 * DAY_CLOSES_AFTER_MS ago, are read live from their cells. Days not begun hold nothing.
 */
export function tallyReader(client: DynamoDBDocumentClient, table: string, stats?: ReadStats) {
  /** A day's cells, straight from its partition. */
  async function liveCells(day: string): Promise<DayCells> {
    const cells: DayCells = new Map();
    let ExclusiveStartKey: Item | undefined;
    do {
      const output = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :cells)',
          ProjectionExpression: 'sk, n, el',
          ExpressionAttributeValues: { ':pk': tallyPartition(day), ':cells': CELL_PREFIX },
          ReturnConsumedCapacity: stats ? 'TOTAL' : undefined,
          ExclusiveStartKey,
        }),
      );
      recordRead(stats, output);
      for (const item of output.Items ?? []) {
        addToCell(cells, String(item.sk).slice(CELL_PREFIX.length), Number(item.n ?? 0), Number(item.el ?? 0));
      }
      ExclusiveStartKey = output.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return cells;
  }

  async function getAll(keys: readonly { pk: string; sk: string }[]): Promise<Map<string, Item>> {
    const chunks: (typeof keys)[] = [];
    for (let start = 0; start < keys.length; start += BATCH_GET_KEYS)
      chunks.push(keys.slice(start, start + BATCH_GET_KEYS));
    const found = new Map<string, Item>();
    const answers = await mapWithConcurrency(chunks, PARALLEL_DAYS, (chunk) =>
      batchGet(client, table, chunk, stats && ((output, items) => recordRead(stats, output, items))),
    );
    for (const answer of answers) for (const [id, item] of answer) found.set(id, item);
    return found;
  }

  /**
   * The summaries of closed days, projection by projection, all in the same BatchGets; a day without
   * one is absent from its projection's map.
   */
  async function summaries(
    wanted: readonly { projection: Projection; days: readonly string[] }[],
  ): Promise<Map<Projection, Map<string, DayCells>>> {
    const key = (projection: Projection, day: string, part: number) => ({
      pk: tallyPartition(day),
      sk: summarySortKey(projection, part),
    });
    const first = await getAll(wanted.flatMap(({ projection, days }) => days.map((day) => key(projection, day, 0))));
    const more = wanted.flatMap(({ projection, days }) =>
      days.flatMap((day) => {
        const parts = Number(first.get(keyId(key(projection, day, 0)))?.parts ?? 1);
        return Array.from({ length: parts - 1 }, (_, index) => key(projection, day, index + 1));
      }),
    );
    const rest = more.length > 0 ? await getAll(more) : new Map<string, Item>();
    const read = new Map<Projection, Map<string, DayCells>>();
    for (const { projection, days } of wanted) {
      const byDay = new Map<string, DayCells>();
      for (const day of days) {
        const head = first.get(keyId(key(projection, day, 0)));
        if (!head) continue;
        const cells = decodeCells(String(head.cells ?? ''));
        for (let part = 1; part < Number(head.parts ?? 1); part += 1) {
          decodeCells(String(rest.get(keyId(key(projection, day, part)))?.cells ?? ''), cells);
        }
        byDay.set(day, cells);
      }
      read.set(projection, byDay);
    }
    return read;
  }

  /**
   * The cells of the days of each request, by projection and day, as of `now`: closed days from their
   * summaries (every request in the same BatchGets), a closed day without one read from its cells once
   * and its summaries written, today and days not closed yet live. A day not begun holds no cell.
   */
  async function cellsOf(
    wanted: readonly { projection: Projection; days: readonly string[] }[],
    now: Date,
  ): Promise<Map<Projection, Map<string, DayCells>>> {
    const closedOf = (days: readonly string[]) => days.filter((day) => hasBegun(day, now) && isClosedDay(day, now));
    const read = await summaries(wanted.map(({ projection, days }) => ({ projection, days: closedOf(days) })));
    const live = new Map<string, Promise<DayCells>>();
    const liveOf = (day: string, closed: boolean) => {
      let cells = live.get(day);
      if (!cells) {
        cells = liveCells(day).then(async (found) => {
          if (closed) await writeSummary(client, table, day, found);
          return found;
        });
        live.set(day, cells);
      }
      return cells;
    };
    for (const { projection, days } of wanted) {
      const byDay = read.get(projection) ?? new Map<string, DayCells>();
      const unread = days.filter((day) => hasBegun(day, now) && !byDay.has(day));
      await mapWithConcurrency(unread, PARALLEL_DAYS, async (day) => {
        byDay.set(day, projectCells(await liveOf(day, isClosedDay(day, now)), projection));
      });
      for (const day of days) if (!byDay.has(day)) byDay.set(day, new Map());
      read.set(projection, byDay);
    }
    return read;
  }

  return {
    /**
     * The cells of every day of `days`, by day, as of `now`, in `projection`: the smallest that keeps
     * every dimension the caller filters on or shows (projectionFor).
     */
    async cellsOfDays(
      days: readonly string[],
      now: Date,
      projection: Projection = 'full',
    ): Promise<Map<string, DayCells>> {
      return (await cellsOf([{ projection, days }], now)).get(projection) ?? new Map();
    },

    /** The same for several projections at once, each over its days (the dashboard's). */
    cellsOf,
  };
}
export type TallyReader = ReturnType<typeof tallyReader>;

/**
 * A closed day's summary items: its cells in every projection, each in one item, or in parts when they
 * would not fit one. Parts after the first come first: written in this order, a reader finding a part 0
 * finds every part it announces.
 */
export function summaryItems(day: string, cells: DayCells, closedAt: Date): Item[] {
  const items = (Object.keys(PROJECTIONS) as Projection[]).flatMap((projection) => {
    const parts = summaryParts(encodeCells(projectCells(cells, projection)));
    return parts.map((text, part) => ({
      pk: tallyPartition(day),
      sk: summarySortKey(projection, part),
      // An empty string attribute: refused by the local emulator, and nothing to say anyway.
      ...(text ? { cells: text } : {}),
      ...(part === 0 ? { parts: parts.length, closedAt: closedAt.toISOString() } : {}),
    }));
  });
  return [...items.filter((item) => !item.sk.endsWith('#0')), ...items.filter((item) => item.sk.endsWith('#0'))];
}

/**
 * Writes a closed day's summary (summaryItems). Whole Puts of what the cells hold: two readers closing
 * the same day write the same items.
 */
export async function writeSummary(
  client: DynamoDBDocumentClient,
  table: string,
  day: string,
  cells: DayCells,
): Promise<void> {
  const items = summaryItems(day, cells, new Date());
  const later = items.filter((item) => !String(item.sk).endsWith('#0'));
  if (later.length > 0) await batchPut(client, table, later);
  await batchPut(
    client,
    table,
    items.filter((item) => String(item.sk).endsWith('#0')),
  );
}
