import { describe, expect, it } from 'vitest';
import { romeDay } from '../../../shared/italian-time';
import type { Attempt } from '../../../shared/monitoring/attempt';
import { type ChainEntry, linkAttempt } from '../../../shared/monitoring/link';
import { linkKeysOf } from '../../../shared/monitoring/link-keys';
import { attempt, days, minutes, ROMEO } from '../../../shared/monitoring/monitoring-test-inputs';
import { type ChainWrite, chainWrites, MAX_ENTRIES_PER_KEY } from './chain-writes';
import { chainHeadKey, entryAttribute, linkItemKey, unpackDay } from './keys';

type Update = Extract<ChainWrite, { kind: 'update' }>;
const updates = (writes: readonly ChainWrite[]) => writes.filter((write): write is Update => write.kind === 'update');
const linkUpdates = (writes: readonly ChainWrite[]) => updates(writes).filter((write) => write.key.sk === 'LINK');
const tallies = (writes: readonly ChainWrite[]) =>
  updates(writes).filter((write) => write.key.pk.startsWith('REPEATS#'));
const heads = (writes: readonly ChainWrite[]) => updates(writes).filter((write) => write.key.sk === 'HEAD');
const puts = (writes: readonly ChainWrite[]) =>
  writes.filter((write): write is Extract<ChainWrite, { kind: 'put' }> => write.kind === 'put');

/** What the store holds for an attempt's keys: the given entries under every one of them. */
const holding = (current: Attempt, entries: readonly ChainEntry[]) =>
  new Map(linkKeysOf(current).map(({ key }) => [key, [...entries]]));

const writesOf = (current: Attempt, found: ReadonlyMap<string, readonly ChainEntry[]>) =>
  chainWrites(current, linkAttempt(current, found), found);

describe('chainWrites: a first attempt', () => {
  const first = attempt({ id: 1, at: minutes(0), light: 'R', code: 'EX303' });
  const writes = writesOf(first, new Map());

  it('writes its entry under each of its link keys, then its two tallies, and no chain', () => {
    expect(linkUpdates(writes).map((write) => write.key)).toEqual(linkKeysOf(first).map(({ key }) => linkItemKey(key)));
    expect(tallies(writes)).toHaveLength(2);
    expect(puts(writes)).toEqual([]);
    expect(heads(writes)).toEqual([]);
    expect(writes).toHaveLength(linkKeysOf(first).length + 2);
  });

  it('an entry is one attribute, the attempt with its chain', () => {
    for (const write of linkUpdates(writes)) {
      expect(write.expression).toBe('SET #e = :e');
      expect(write.names).toEqual({ '#e': entryAttribute(1) });
      expect(write.values[':e']).toEqual({ ...first, chain: 1 });
    }
  });

  it("tallies the check on its day's packed counters of its agency's and its user's month items, once per id", () => {
    const day = romeDay(first.at);
    const dd = day.slice(8, 10);
    for (const tally of tallies(writes)) {
      expect(tally.key.pk).toBe(`REPEATS#${day.slice(0, 7)}`);
      expect(tally.condition).toBe('NOT contains(#i, :id)');
      expect(tally.names).toMatchObject({ '#d': `d${dd}`, '#i': `i${dd}` });
      expect(tally.values).toMatchObject({ ':counts': 1, ':id': '1' });
      expect(unpackDay(tally.values[':counts'] as number)).toEqual({ checks: 1, joined: 0, redThenGreen: 0 });
    }
    expect(tallies(writes).map((tally) => tally.key.sk)).toEqual(['A#AG001', 'U#anna.ferrari']);
  });

  it('a check without user or agency is tallied under `-`, so either kind sums to everyone', () => {
    const anonymous = attempt({ id: 1, at: minutes(0) });
    const keys = (current: Attempt) => tallies(writesOf(current, new Map())).map((tally) => tally.key.sk);
    expect(keys({ ...anonymous, agency: null })).toEqual(['A#-', 'U#anna.ferrari']);
    expect(keys({ ...anonymous, agency: null, userId: '' })).toEqual(['A#-', 'U#-']);
  });

  it("keeps the ids of a check's day and the day before, and removes the month's earlier days'", () => {
    const late = attempt({ id: 9, at: '2026-11-20T10:00:00.000Z' });
    const [tally] = tallies(writesOf(late, new Map()));
    const removed = Object.entries(tally?.names ?? {})
      .filter(([placeholder]) => placeholder.startsWith('#o'))
      .map(([, name]) => name);
    expect(removed).toEqual(Array.from({ length: 18 }, (_, index) => `i${String(index + 1).padStart(2, '0')}`));
    expect(tally?.expression).toMatch(/ REMOVE #o0, #o1, .*#o17$/);
    const early = attempt({ id: 9, at: '2026-11-02T10:00:00.000Z' });
    expect(tallies(writesOf(early, new Map()))[0]?.expression).toBe('ADD #d :counts, #i :ids');
  });
});

describe('chainWrites: an attempt joining a chain', () => {
  const red = { ...attempt({ id: 1, at: minutes(0), light: 'R', code: 'EX303' }), chain: 1 };
  const green = attempt({ id: 2, at: minutes(10), surname: 'Romeo', taxCode: ROMEO });
  const found = holding(green, [red]);
  const link = linkAttempt(green, found);
  const writes = chainWrites(green, link, found);

  it('writes the earlier attempt’s item, its own, and the head', () => {
    expect(puts(writes).map((write) => [write.item.pk, write.item.chain, write.item.id])).toEqual([
      ['CHAIN#1', 1, 1],
      ['CHAIN#1', 1, 2],
    ]);
    expect(heads(writes).map((write) => write.key)).toEqual([chainHeadKey(1)]);
  });

  it('a third attempt writes its own item only: the earlier ones keep theirs, with their flags', () => {
    const third = attempt({ id: 3, at: minutes(20), surname: 'Romeo', taxCode: ROMEO });
    const joined = { ...green, chain: 1 };
    const thirdWrites = writesOf(third, holding(third, [red, joined]));
    expect(puts(thirdWrites).map((write) => write.item.id)).toEqual([3]);
  });

  it('its own item keeps the flags it raised and what it changed', () => {
    const own = puts(writes).find((write) => write.item.id === 2);
    expect(own?.item.raised).toEqual(link.flags);
    expect(own?.item.changed).toEqual(['surname', 'taxCode']);
    expect(puts(writes).find((write) => write.item.id === 1)?.item.raised).toEqual([]);
  });

  it('the head counts each id once, and a late older attempt updates it without moving its latest', () => {
    const [head] = heads(writes);
    expect(head?.condition).toContain('NOT contains(#ids, :id)');
    expect(head?.values[':id']).toBe(2);
    expect(head?.values[':ids']).toEqual(new Set([1, 2]));
    expect(head?.otherwise?.condition).toBe('NOT contains(#ids, :id)');
    expect(head?.otherwise?.key).toEqual(chainHeadKey(1));
    expect(head?.otherwise?.expression).not.toContain('#lastAt');
  });

  it('tallies the check as joined and red then green', () => {
    for (const tally of tallies(writes)) {
      expect(unpackDay(tally.values[':counts'] as number)).toEqual({ checks: 1, joined: 1, redThenGreen: 1 });
    }
  });
});

describe('chainWrites: a link item kept bounded', () => {
  const current = attempt({ id: 500, at: days(100) });
  const removedOf = (entries: readonly ChainEntry[]) => {
    const [write] = linkUpdates(writesOf(current, holding(current, entries)));
    return Object.entries(write?.names ?? {})
      .filter(([name]) => name.startsWith('#r'))
      .map(([, attribute]) => attribute);
  };
  const entry = (id: number, at: string): ChainEntry => ({ ...attempt({ id, at }), chain: id });

  it.each<[string, ChainEntry[], string[]]>([
    ['a fresh entry stays', [entry(1, days(50))], []],
    ['an entry of 91 days before goes', [entry(1, days(9)), entry(2, days(50))], [entryAttribute(1)]],
    ['its own entry (a retry) is rewritten, not removed', [entry(500, days(100))], []],
    [
      `${MAX_ENTRIES_PER_KEY - 1} fresh entries: room for one more`,
      Array.from({ length: MAX_ENTRIES_PER_KEY - 1 }, (_, index) => entry(index + 1, days(20 + index * 0.5))),
      [],
    ],
    [
      `${MAX_ENTRIES_PER_KEY} fresh entries: the oldest goes`,
      Array.from({ length: MAX_ENTRIES_PER_KEY }, (_, index) => entry(index + 1, days(20 + index * 0.5))),
      [entryAttribute(1)],
    ],
  ])('%s', (_, entries, removed) => {
    expect(removedOf(entries)).toEqual(removed);
  });

  it('removes what it drops in the same update as its entry', () => {
    const [write] = linkUpdates(writesOf(current, holding(current, [entry(1, days(9)), entry(2, days(8))])));
    expect(write?.expression).toBe('SET #e = :e REMOVE #r0, #r1');
  });
});
