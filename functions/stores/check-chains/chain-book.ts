import type { Attempt } from '../../../shared/monitoring/attempt';
import { type ChainEntry, type Link, linkAttempt } from '../../../shared/monitoring/link';
import { linkKeysOf } from '../../../shared/monitoring/link-keys';
import { type ChainWrite, chainWrites } from './chain-writes';
import { isEntryAttribute, linkItemKey } from './keys';

/**
 * The chains of many checks built in memory, through the very link and writes a check makes
 * (linkAttempt, chainWrites): each write is applied to an item map as DynamoDB would apply it, so the
 * items bulk-written at the end (the seed, the demo) are those the checks one by one would have left.
 * Only the expressions chainWrites builds are understood: SET (with if_not_exists), REMOVE, ADD of a
 * number or a set, and its two conditions; anything else throws rather than guess.
 */

type Item = Record<string, unknown>;
type Update = Omit<Extract<ChainWrite, { kind: 'update' }>, 'kind' | 'otherwise'>;

const itemId = (key: { pk: unknown; sk: unknown }) => `${String(key.pk)}\u0000${String(key.sk)}`;

/** The applier of chainWrites' writes to an item map (exported for its tests). */
export function applyChainWrite(items: Map<string, Item>, write: ChainWrite): void {
  if (write.kind === 'put') {
    items.set(itemId(write.item as { pk: unknown; sk: unknown }), { ...write.item });
    return;
  }
  if (applyUpdate(items, write)) return;
  if (write.otherwise) applyUpdate(items, write.otherwise);
}

/** Applies an update unless its condition refuses it; false when refused. */
function applyUpdate(items: Map<string, Item>, update: Update): boolean {
  const id = itemId(update.key);
  const existing = items.get(id);
  if (update.condition && !holds(update.condition, existing ?? {}, update)) return false;
  const item: Item = existing ?? { ...update.key };
  for (const [verb, body] of clauses(update.expression)) {
    for (const part of splitTop(body)) {
      if (verb === 'REMOVE') {
        delete item[nameOf(update, part)];
      } else if (verb === 'ADD') {
        const [name, value] = part.split(/\s+/) as [string, string];
        add(item, nameOf(update, name), valueNamed(update, value));
      } else {
        const [left, right] = part.split(/\s*=\s*/, 2) as [string, string];
        const name = nameOf(update, left);
        const ifNotExists = /^if_not_exists\((#\w+),\s*(:\w+)\)$/.exec(right);
        if (ifNotExists)
          item[name] = item[nameOf(update, ifNotExists[1] as string)] ?? valueNamed(update, ifNotExists[2] as string);
        else item[name] = valueNamed(update, right);
      }
    }
  }
  items.set(id, item);
  return true;
}

function clauses(expression: string): [string, string][] {
  const found: [string, string][] = [];
  const pattern = /\b(SET|REMOVE|ADD)\b/g;
  const marks = [...expression.matchAll(pattern)];
  marks.forEach((mark, index) => {
    const start = (mark.index ?? 0) + mark[0].length;
    const end = marks[index + 1]?.index ?? expression.length;
    found.push([mark[0], expression.slice(start, end).trim()]);
  });
  return found;
}

/** Splits on the commas outside parentheses. */
function splitTop(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of body) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (character === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += character;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

function nameOf(update: Update, placeholder: string): string {
  const name = update.names[placeholder.trim()];
  if (name === undefined) throw new Error(`unknown name ${placeholder}`);
  return name;
}
function valueNamed(update: Update, placeholder: string): unknown {
  const key = placeholder.trim();
  if (!(key in update.values)) throw new Error(`unknown value ${placeholder}`);
  return update.values[key];
}

function add(item: Item, name: string, value: unknown) {
  const current = item[name];
  if (typeof value === 'number') {
    item[name] = (typeof current === 'number' ? current : 0) + value;
  } else if (value instanceof Set) {
    item[name] = new Set([...(current instanceof Set ? current : []), ...value]);
  } else throw new Error(`ADD of neither a number nor a set: ${name}`);
}

/** The two conditions chainWrites writes, and nothing else. */
function holds(condition: string, item: Item, update: Update): boolean {
  return condition.split(/\s+AND\s+/).every((term) => {
    const trimmed = term.trim();
    const contains = /^NOT contains\((#\w+),\s*(:\w+)\)$/.exec(trimmed);
    if (contains) {
      const set = item[nameOf(update, contains[1] as string)];
      return !(set instanceof Set && set.has(valueNamed(update, contains[2] as string)));
    }
    const later = /^\(attribute_not_exists\((#\w+)\) OR (#\w+) <= (:\w+)\)$/.exec(trimmed);
    if (later) {
      const current = item[nameOf(update, later[1] as string)];
      return current === undefined || String(current) <= String(valueNamed(update, later[3] as string));
    }
    throw new Error(`condition not understood: ${trimmed}`);
  });
}

/** Chains built in memory from attempts given oldest first. */
export function createChainBook() {
  const items = new Map<string, Item>();

  /** What a check's BatchGet of its link keys would find now. */
  function candidates(attempt: Attempt): Map<string, ChainEntry[]> {
    const found = new Map<string, ChainEntry[]>();
    for (const { key } of linkKeysOf(attempt)) {
      const item = items.get(itemId(linkItemKey(key)));
      if (!item) continue;
      found.set(
        key,
        Object.entries(item)
          .filter(([name]) => isEntryAttribute(name))
          .map(([, value]) => value as ChainEntry),
      );
    }
    return found;
  }

  return {
    /** Links the attempt as its check would and applies its writes; the link and writes are returned. */
    add(attempt: Attempt): { link: Link; writes: ChainWrite[] } {
      const found = candidates(attempt);
      const link = linkAttempt(attempt, found);
      const writes = chainWrites(attempt, link, found);
      for (const write of writes) applyChainWrite(items, write);
      return { link, writes };
    },
    /** The items as the writes left them, to be bulk-written. */
    items: () => items.values(),
    get size() {
      return items.size;
    },
  };
}
export type ChainBook = ReturnType<typeof createChainBook>;
