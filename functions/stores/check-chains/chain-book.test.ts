import { describe, expect, it } from 'vitest';
import { attempt, minutes, ROMEO } from '../../../shared/monitoring/monitoring-test-inputs';
import { applyChainWrite, createChainBook } from './chain-book';
import { chainHeadKey, packDay, unpackDay } from './keys';

const head = (items: Iterable<Record<string, unknown>>) =>
  [...items].find((item) => item.pk === chainHeadKey(1).pk && item.sk === 'HEAD');

describe('createChainBook', () => {
  it('leaves what the checks one by one would: a red, then the same person renamed green, in one chain', () => {
    const book = createChainBook();
    book.add(attempt({ id: 1, at: minutes(0), light: 'R', code: 'EX303' }));
    const { link } = book.add(attempt({ id: 2, at: minutes(10), surname: 'Romeo', taxCode: ROMEO }));
    expect(link).toMatchObject({ chain: 1, joined: true });
    const chain = head(book.items());
    expect(chain?.ids).toEqual(new Set([1, 2]));
    expect(chain?.flags).toEqual(new Set(['REPEAT_AFTER_RED', 'RED_THEN_GREEN_EDIT', 'IDENTITY_VARIANTS']));
    expect(chain).toMatchObject({ lastAt: minutes(10), ltl: 'V', firstAt: minutes(0), version: 1 });
  });

  it('applies a retried write as DynamoDB does: refused by its condition, nothing counted twice', () => {
    const book = createChainBook();
    book.add(attempt({ id: 1, at: minutes(0) }));
    const second = attempt({ id: 2, at: minutes(10) });
    const { writes } = book.add(second);
    const items = new Map([...book.items()].map((item) => [`${item.pk}\u0000${item.sk}`, item]));
    const before = structuredClone([...items.values()]);
    for (const write of writes) applyChainWrite(items, write);
    expect([...items.values()]).toEqual(before);
  });

  it('an older attempt arriving late adds its id but leaves the latest label and light', () => {
    const book = createChainBook();
    book.add(attempt({ id: 1, at: minutes(0) }));
    book.add(attempt({ id: 3, at: minutes(20), light: 'R', code: 'EX303' }));
    book.add(attempt({ id: 2, at: minutes(10) }));
    expect(head(book.items())).toMatchObject({ lastAt: minutes(20), ltl: 'R', ids: new Set([1, 2, 3]) });
  });

  it("sums a user's checks of a month in one item, by day, and a retried check counts once", () => {
    const book = createChainBook();
    const first = attempt({ id: 1, at: '2026-11-03T09:00:00.000Z' });
    book.add(first);
    book.add(attempt({ id: 2, at: '2026-11-03T10:00:00.000Z', light: 'R', code: 'EX303' }));
    const { writes } = book.add(attempt({ id: 3, at: '2026-11-05T10:00:00.000Z' }));
    const items = new Map([...book.items()].map((item) => [`${item.pk}\u0000${item.sk}`, item]));
    for (const write of writes) applyChainWrite(items, write);
    const user = items.get('REPEATS#2026-11\u0000U#anna.ferrari');
    expect(unpackDay(user?.d03 as number)).toEqual({ checks: 2, joined: 1, redThenGreen: 0 });
    expect(unpackDay(user?.d05 as number)).toEqual({ checks: 1, joined: 1, redThenGreen: 0 });
    expect(user?.i05).toEqual(new Set(['3']));
    expect(user).not.toHaveProperty('i03');
    expect(unpackDay(items.get('REPEATS#2026-11\u0000A#AG001')?.d03 as number).checks).toBe(2);
  });

  it.each([
    { checks: 0, joined: 0, redThenGreen: 0 },
    { checks: 1, joined: 1, redThenGreen: 1 },
    { checks: 999_999, joined: 999_999, redThenGreen: 9_006 },
  ])('packs a day of %o in one number and reads it back', (counts) => {
    expect(unpackDay(packDay(counts))).toEqual(counts);
    expect(Number.isSafeInteger(packDay(counts))).toBe(true);
  });
});
