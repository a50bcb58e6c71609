import { nextDay, romeDayStartUtc } from '../../../shared/italian-time';
import type { Condition } from '../../commons/dynamo/filter-expression';
import type { SlimAttributes } from '../request-log/row-and-aggregate-items';

/**
 * The daily tallies of the request log (docs/data-model.md 'Daily tallies'): every check adds
 * itself, as it is written, to one cell of its Italian day, the cell of its values of these dimensions;
 * a cell counts its checks and sums their response times. Counts and KPIs whose filters name only these
 * dimensions add up the matching cells of the range's days instead of reading every row. Pure: no SDK.
 */
export const TALLY_DIMENSIONS = ['mk', 'wf', 'st', 'tl', 'oc', 'sb', 'ms', 'ch'] as const;
export type TallyDimension = (typeof TALLY_DIMENSIONS)[number];

/** A cell's values, one per dimension; '' where the row has none (a check that failed before a light). */
export type CellValues = Readonly<Record<TallyDimension, string>>;

/** What a cell holds: checks and the sum of their elapsed milliseconds. */
export interface CellFigures {
  count: number;
  elapsed: number;
}

/** A day's cells, by cell key. */
export type DayCells = Map<string, CellFigures>;

const SEPARATOR = '|';

/** The cell of a row's slim attributes: its dimensions' values joined, absent ones empty. Codes hold no '|'. */
export const cellKeyOf = (slim: SlimAttributes): string =>
  TALLY_DIMENSIONS.map((dimension) => String(slim[dimension] ?? '')).join(SEPARATOR);

/** A projection's key holds this in the place of a dimension it does not keep. */
export const ANY = '*';

/** Keys met again and again (the same cells day after day): each parsed once. */
const parsed = new Map<string, CellValues>();
const PARSED_KEPT = 100_000;

/** The values of a cell key. */
export function cellValues(key: string): CellValues {
  const known = parsed.get(key);
  if (known) return known;
  const parts = key.split(SEPARATOR);
  const values = Object.fromEntries(
    TALLY_DIMENSIONS.map((dimension, index) => [dimension, parts[index] ?? '']),
  ) as CellValues;
  if (parsed.size >= PARSED_KEPT) parsed.clear();
  parsed.set(key, values);
  return values;
}

/**
 * The summaries a closed day keeps: its cells added up over fewer dimensions, each small enough that a
 * month of it is one quick BatchGet (a day's full cube is some 1,300 cells, ~60 KB; its `status`
 * projection about 40). A read takes the smallest projection holding every dimension it filters on and
 * every one it shows.
 */
export const PROJECTIONS = {
  status: ['mk', 'wf', 'st'],
  outcome: ['mk', 'st', 'tl', 'oc'],
  channel: ['mk', 'st', 'tl', 'ch'],
  segment: ['mk', 'st', 'tl', 'sb', 'ms'],
  full: TALLY_DIMENSIONS,
} as const satisfies Record<string, readonly TallyDimension[]>;
export type Projection = keyof typeof PROJECTIONS;
/** Smallest first: the order a read picks in. */
const BY_SIZE: readonly Projection[] = ['status', 'outcome', 'channel', 'segment', 'full'];

/** The smallest projection that keeps every one of `dimensions`. */
export function projectionFor(dimensions: Iterable<TallyDimension>): Projection {
  const wanted = [...dimensions];
  return (
    BY_SIZE.find((name) => wanted.every((dimension) => (PROJECTIONS[name] as readonly string[]).includes(dimension))) ??
    'full'
  );
}

/** A day's cells added up over the projection's dimensions (the others read ANY). */
export function projectCells(cells: DayCells, projection: Projection): DayCells {
  if (projection === 'full') return cells;
  const kept = new Set<string>(PROJECTIONS[projection]);
  const projected: DayCells = new Map();
  for (const [key, { count, elapsed }] of cells) {
    const values = cellValues(key);
    const projectedKey = TALLY_DIMENSIONS.map((dimension) => (kept.has(dimension) ? values[dimension] : ANY)).join(
      SEPARATOR,
    );
    addToCell(projected, projectedKey, count, elapsed);
  }
  return projected;
}

export function addToCell(cells: DayCells, key: string, count: number, elapsed: number): void {
  const cell = cells.get(key);
  if (cell) {
    cell.count += count;
    cell.elapsed += elapsed;
  } else cells.set(key, { count, elapsed });
}

const TALLY_DIMENSION_SET = new Set<string>(TALLY_DIMENSIONS);

/** Which cells a plan's conditions select: the test and the dimensions it reads. */
export interface CellFilter {
  (values: CellValues): boolean;
  dimensions: readonly TallyDimension[];
}

/**
 * Which cells a plan's conditions select, or undefined when a condition names anything else (a province,
 * a name, a Siebel code: those keep the exact read). A condition `IN` an empty list selects nothing, and a
 * row without the attribute never matches, exactly as DynamoDB's filter reads them.
 */
export function cellFilter(conditions: readonly Condition<string>[]): CellFilter | undefined {
  const allowed: [TallyDimension, Set<string>][] = [];
  for (const condition of conditions) {
    if (condition.kind !== 'in' || !TALLY_DIMENSION_SET.has(condition.attribute)) return undefined;
    allowed.push([condition.attribute as TallyDimension, new Set(condition.values.map(String))]);
  }
  const test = (values: CellValues) =>
    allowed.every(([dimension, set]) => values[dimension] !== '' && set.has(values[dimension]));
  return Object.assign(test, { dimensions: allowed.map(([dimension]) => dimension) });
}

/** The cells of a day that a filter selects, with their values. */
export function* matchingCells(
  cells: DayCells,
  filter: ((values: CellValues) => boolean) & { dimensions?: readonly TallyDimension[] },
): Generator<{ values: CellValues } & CellFigures> {
  for (const [key, figures] of cells) {
    if (figures.count === 0) continue;
    const values = cellValues(key);
    if (filter(values)) yield { values, ...figures };
  }
}

/**
 * A closed day's cells as text, one line per cell (`key<TAB>count<TAB>elapsed`): what its summary item
 * stores, one attribute the SDK reads as a plain string rather than thousands of map entries. Cells that
 * count nothing (a check moved to another cell) are left out.
 */
export function encodeCells(cells: DayCells): string {
  const lines: string[] = [];
  for (const [key, { count, elapsed }] of cells) if (count !== 0) lines.push(`${key}\t${count}\t${elapsed}`);
  return lines.sort().join('\n');
}

/** The cells of summary text, added to `into`. */
export function decodeCells(text: string, into: DayCells = new Map()): DayCells {
  if (text === '') return into;
  for (const line of text.split('\n')) {
    const [key = '', count = '0', elapsed = '0'] = line.split('\t');
    addToCell(into, key, Number(count), Number(elapsed));
  }
  return into;
}

/** Characters of summary text per item: far below DynamoDB's 400 KB, with room for keys and names. */
export const SUMMARY_PART_CHARS = 300_000;

/** Summary text in parts of at most `size` characters, cut between lines. */
export function summaryParts(text: string, size = SUMMARY_PART_CHARS): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > size) {
    const cut = rest.lastIndexOf('\n', size);
    const at = cut > 0 ? cut : size;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + 1);
  }
  parts.push(rest);
  return parts;
}

/**
 * How long after its midnight a day is closed: a check is dated when it starts and written when it
 * ends, so one begun at 23:59:59 may write its row and its tally some seconds into the next day. Lambda
 * runs at most fifteen minutes; after that nothing can still be on its way.
 */
export const DAY_CLOSES_AFTER_MS = 15 * 60 * 1000;

/** A day whose rows and tallies can no longer change (once its summary or cache is written, it is final). */
export const isClosedDay = (day: string, now: Date): boolean =>
  now.getTime() >= Date.parse(romeDayStartUtc(nextDay(day))) + DAY_CLOSES_AFTER_MS;

/** A day that has begun: a later one holds no check yet. */
export const hasBegun = (day: string, now: Date): boolean => now.getTime() >= Date.parse(romeDayStartUtc(day));
