import { MS_PER_DAY, romeDay, romeMonth } from '../../../shared/italian-time';
import type { Attempt } from '../../../shared/monitoring/attempt';
import { CHAIN_WINDOW_DAYS, type ChainEntry, type Link } from '../../../shared/monitoring/link';
import { linkKeysOf } from '../../../shared/monitoring/link-keys';
import {
  attemptKey,
  attemptOfCheckPartition,
  chainHeadKey,
  chainsPartition,
  chainsSortKey,
  dayAttributes,
  entryAttribute,
  linkItemKey,
  NO_REPEATER,
  packDay,
  type RepeaterKind,
  repeaterSortKey,
  repeatsPartition,
} from './keys';

/** The most attempts a link key keeps: a busy building's address must not grow without bound. */
export const MAX_ENTRIES_PER_KEY = 100;

/** One DynamoDB write, table aside: the writer sends it, the rebuild and the tests read it. */
export type ChainWrite =
  | { kind: 'put'; item: Record<string, unknown> }
  | {
      kind: 'update';
      key: { pk: string; sk: string };
      expression: string;
      condition?: string;
      names: Record<string, string>;
      values: Record<string, unknown>;
      /** On a refused condition, this write instead (an older attempt arriving late); none: done already. */
      otherwise?: Omit<Extract<ChainWrite, { kind: 'update' }>, 'kind' | 'otherwise'>;
    };

/** The label a chain is listed by: its latest attempt's name, or company name. */
export function subjectLabel(attempt: Attempt): string {
  const { fields } = attempt;
  if (fields.subjectType === 'PF') return [fields.name, fields.surname].filter(Boolean).join(' ');
  return fields.companyName ?? '';
}
const identifierOf = (attempt: Attempt) => attempt.fields.taxCode ?? attempt.fields.vatRegistrationNo ?? null;

/** An attempt as a chain's item keeps it, with the flags it raised and what it changed. */
export function attemptItem(chain: number, entry: Attempt, flags: readonly string[], changed: readonly string[]) {
  return {
    ...attemptKey(chain, entry.at, entry.id),
    gsi2pk: attemptOfCheckPartition(entry.id),
    gsi2sk: 'A',
    ...entry,
    chain,
    raised: [...flags],
    changed: [...changed],
  };
}

/**
 * The writes that record an attempt's link (docs/monitoring.md 'Storage'), all idempotent:
 * - in each of its link items, its entry (stale entries and those over the cap removed, from what was read);
 * - once it joins a chain: its attempt item, the chain's first attempt's item when the chain forms now
 *   (a subject checked once costs no chain), and the head, counted once per id;
 * - the who-repeats tallies of its agency and user, counted once per id.
 */
export function chainWrites(
  attempt: Attempt,
  link: Link,
  found: ReadonlyMap<string, readonly ChainEntry[]>,
): ChainWrite[] {
  const writes: ChainWrite[] = [];
  const entry: ChainEntry = { ...attempt, chain: link.chain };
  const since = new Date(attempt.at).getTime() - CHAIN_WINDOW_DAYS * MS_PER_DAY;
  for (const { key } of linkKeysOf(attempt)) {
    const kept = (found.get(key) ?? []).filter((other) => other.id !== attempt.id);
    const stale = kept.filter((other) => new Date(other.at).getTime() < since);
    const fresh = kept
      .filter((other) => new Date(other.at).getTime() >= since)
      .sort((left, right) => left.at.localeCompare(right.at));
    const overCap = fresh.slice(0, Math.max(0, fresh.length + 1 - MAX_ENTRIES_PER_KEY));
    const removed = [...stale, ...overCap].map((other) => entryAttribute(other.id));
    const names: Record<string, string> = { '#e': entryAttribute(attempt.id) };
    removed.forEach((name, index) => {
      names[`#r${index}`] = name;
    });
    writes.push({
      kind: 'update',
      key: linkItemKey(key),
      expression: `SET #e = :e${removed.length ? ` REMOVE ${removed.map((_, index) => `#r${index}`).join(', ')}` : ''}`,
      names,
      values: { ':e': entry },
    });
  }
  if (!link.joined) return [...writes, ...tallyWrites(attempt, link)];

  const chain = link.chain;
  // Only the chain's first attempt can lack its item (a check alone costs no chain): written when the
  // second joins. Every later attempt's item was written as it joined, with its flags, and is left alone.
  const [founder, ...others] = link.earlier;
  if (founder && others.length === 0 && founder.id === chain)
    writes.push({ kind: 'put', item: attemptItem(chain, founder, [], []) });
  writes.push({ kind: 'put', item: attemptItem(chain, attempt, link.flags, link.changed) });
  writes.push(headWrite(chain, attempt, link));
  return [...writes, ...tallyWrites(attempt, link)];
}

/**
 * The head: every id of the chain once (the count `n` with it), its flags, who and where, its first and
 * last instants; the latest attempt's label and light and the index keys move only forward in time. A
 * new attempt reopens a reviewed chain and moves its version, so a review read before it is refused.
 */
function headWrite(chain: number, attempt: Attempt, link: Link): ChainWrite {
  const members = [...link.earlier, attempt];
  const ids = new Set(members.map((member) => member.id));
  const strings = (pick: (member: Attempt) => string | null) =>
    new Set(members.map(pick).filter((value): value is string => Boolean(value)));
  const sets: Record<string, Set<string>> = {
    agencies: strings((member) => member.agency),
    users: strings((member) => member.userId),
    channels: strings((member) => member.channel),
    markets: strings((member) => member.market),
    flags: new Set(link.flags),
  };
  const present = Object.entries(sets).filter(([, values]) => values.size > 0);
  const adds = present.map(([name]) => `#${name} :${name}`);
  const names = Object.fromEntries(present.map(([name]) => [`#${name}`, name]));
  const values = Object.fromEntries(present.map(([name, value]) => [`:${name}`, value]));
  const firstAt = members.reduce((min, member) => (member.at < min ? member.at : min), attempt.at);
  const common = {
    names: { ...names, '#ids': 'ids', '#v': 'version', '#firstAt': 'firstAt', '#rs': 'rs', '#chainId': 'chainId' },
    values: {
      ...values,
      ':ids': ids,
      ':one': 1,
      ':id': attempt.id,
      ':firstAt': firstAt,
      ':open': 'OPEN',
      ':chainId': chain,
    },
  };
  const base = `ADD #ids :ids, #v :one${adds.length ? `, ${adds.join(', ')}` : ''} SET #firstAt = if_not_exists(#firstAt, :firstAt), #rs = :open, #chainId = :chainId`;
  // The count of attempts is the size of `ids` (the list filters on size(ids)): a retry adds none.
  const latest = {
    '#lastAt': 'lastAt',
    '#subject': 'subject',
    '#identifier': 'identifier',
    '#ltl': 'ltl',
    '#cpk': 'cpk',
    '#csk': 'csk',
  };
  return {
    kind: 'update',
    key: chainHeadKey(chain),
    expression: `${base}, #lastAt = :lastAt, #subject = :subject, #identifier = :identifier, #ltl = :ltl, #cpk = :cpk, #csk = :csk`,
    condition: 'NOT contains(#ids, :id) AND (attribute_not_exists(#lastAt) OR #lastAt <= :lastAt)',
    names: { ...common.names, ...latest },
    values: {
      ...common.values,
      ':lastAt': attempt.at,
      ':subject': subjectLabel(attempt),
      ':identifier': identifierOf(attempt),
      ':ltl': attempt.trafficLight,
      ':cpk': chainsPartition(romeMonth(attempt.at)),
      ':csk': chainsSortKey(attempt.at, chain),
    },
    otherwise: {
      key: chainHeadKey(chain),
      expression: base,
      condition: 'NOT contains(#ids, :id)',
      names: common.names,
      values: common.values,
    },
  };
}

/**
 * Who repeats: the attempt in its agency's and its user's items of its month, on its day's counters,
 * counted once per id; a check without agency or user in the `-` item, so either kind sums to everyone's
 * totals. The ids of a day are kept two days (a retry comes within seconds), those of the month's earlier
 * days removed, so an item stays small however busy its user (a web portal's system user checks thousands
 * a month).
 */
function tallyWrites(attempt: Attempt, link: Link): ChainWrite[] {
  const day = romeDay(attempt.at);
  const attributes = dayAttributes(day);
  const dayOfMonth = Number(day.slice(8, 10));
  const stale = Array.from({ length: Math.max(dayOfMonth - 2, 0) }, (_, index) =>
    dayAttributes(`${day.slice(0, 8)}${String(index + 1).padStart(2, '0')}`),
  );
  const names = {
    '#d': attributes.counts,
    '#i': attributes.ids,
    ...Object.fromEntries(stale.map((old, index) => [`#o${index}`, old.ids])),
  };
  const remove = stale.length > 0 ? ` REMOVE ${stale.map((_, index) => `#o${index}`).join(', ')}` : '';
  const counts = packDay({
    checks: 1,
    joined: link.joined ? 1 : 0,
    redThenGreen: link.flags.includes('RED_THEN_GREEN_EDIT') ? 1 : 0,
  });
  const cells: [RepeaterKind, string][] = [
    ['A', attempt.agency || NO_REPEATER],
    ['U', attempt.userId || NO_REPEATER],
  ];
  return cells.map(([kind, code]) => ({
    kind: 'update' as const,
    key: { pk: repeatsPartition(romeMonth(attempt.at)), sk: repeaterSortKey(kind, code) },
    expression: `ADD #d :counts, #i :ids${remove}`,
    condition: 'NOT contains(#i, :id)',
    names,
    values: { ':counts': counts, ':ids': new Set([String(attempt.id)]), ':id': String(attempt.id) },
  }));
}
