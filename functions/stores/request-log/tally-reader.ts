import { type DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mapWithConcurrency } from '../../commons/concurrency';
import { batchGet, keyId } from '../../commons/dynamo/batch-get';
import { type ReadStats, recordRead } from '../../commons/dynamo/read-stats';
import { addToCell, type DayCells, decodeCells, encodeCells, hasBegun, isClosedDay, summaryParts } from './tally-cells';
import { CELL_PREFIX, summarySortKey, tallyPartition } from './tally-keys';

/** Keys one BatchGet takes at most. */
const BATCH_GET_KEYS = 100;
/** Days whose cells are read at once (a missing summary, today). */
const PARALLEL_DAYS = 8;

type Item = Record<string, unknown>;

/**
 * The read side of the daily tallies (issue 28): the cells of each day of a range. A closed day is read
 * from its summary, one item (a BatchGet for up to 100 days); a closed day without one yet has its
 * cells read once and its summary written, so it is never read cell by cell again; today, and a day
 * closed less than DAY_CLOSES_AFTER_MS ago, are read live from their cells. Days not begun hold nothing.
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

  /** The summaries of closed days, by day; a day without one is absent. */
  async function summaries(days: readonly string[]): Promise<Map<string, DayCells>> {
    const first = await getAll(days.map((day) => ({ pk: tallyPartition(day), sk: summarySortKey(0) })));
    const more = days.flatMap((day) => {
      const parts = Number(first.get(keyId({ pk: tallyPartition(day), sk: summarySortKey(0) }))?.parts ?? 1);
      return Array.from({ length: parts - 1 }, (_, index) => ({
        pk: tallyPartition(day),
        sk: summarySortKey(index + 1),
      }));
    });
    const rest = more.length > 0 ? await getAll(more) : new Map<string, Item>();
    const read = new Map<string, DayCells>();
    for (const day of days) {
      const head = first.get(keyId({ pk: tallyPartition(day), sk: summarySortKey(0) }));
      if (!head) continue;
      const cells = decodeCells(String(head.cells ?? ''));
      for (let part = 1; part < Number(head.parts ?? 1); part += 1) {
        decodeCells(String(rest.get(keyId({ pk: tallyPartition(day), sk: summarySortKey(part) }))?.cells ?? ''), cells);
      }
      read.set(day, cells);
    }
    return read;
  }

  return {
    /** The cells of every day of `days` (any order), by day, as of `now`. */
    async cellsOfDays(days: readonly string[], now: Date): Promise<Map<string, DayCells>> {
      const begun = days.filter((day) => hasBegun(day, now));
      const closed = begun.filter((day) => isClosedDay(day, now));
      const open = begun.filter((day) => !isClosedDay(day, now));
      const cells = closed.length > 0 ? await summaries(closed) : new Map<string, DayCells>();
      const missing = new Set(closed.filter((day) => !cells.has(day)));
      await mapWithConcurrency([...missing, ...open], PARALLEL_DAYS, async (day) => {
        const live = await liveCells(day);
        if (missing.has(day)) await writeSummary(client, table, day, live);
        cells.set(day, live);
      });
      for (const day of days) if (!cells.has(day)) cells.set(day, new Map());
      return cells;
    },
  };
}
export type TallyReader = ReturnType<typeof tallyReader>;

/**
 * Writes a closed day's summary: its cells in one item, or in parts when they would not fit one. Whole
 * Puts of what the cells hold: two readers closing the same day write the same items.
 */
export async function writeSummary(
  client: DynamoDBDocumentClient,
  table: string,
  day: string,
  cells: DayCells,
): Promise<void> {
  const parts = summaryParts(encodeCells(cells));
  // Parts after the first go first: a reader finding part 0 finds every part it announces.
  for (let part = parts.length - 1; part >= 0; part -= 1) {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: {
          pk: tallyPartition(day),
          sk: summarySortKey(part),
          // An empty string attribute: refused by the local emulator, and nothing to say anyway.
          ...(parts[part] ? { cells: parts[part] } : {}),
          ...(part === 0 ? { parts: parts.length, closedAt: new Date().toISOString() } : {}),
        },
      }),
    );
  }
}
