import { describe, expect, it } from 'vitest';
import { WHITELIST_ID_PATTERN } from '../../../shared/schemas/whitelist';
import { newEntryId } from './entry-id';

/** A generator answering the given draws in turn. */
const draws = (values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length] as number;
};

describe('newEntryId', () => {
  it.each([
    ['a winter morning', '2026-11-24T08:00:00.000Z', [0, 1, 2, 3, 4, 5], 'WL-20261124-012345'],
    [
      'just after midnight in Rome: the Italian day',
      '2026-11-24T23:30:00.000Z',
      [10, 11, 12, 13, 14, 35],
      'WL-20261125-ABCDEZ',
    ],
    ['just after midnight in summer (UTC+2)', '2026-06-30T22:30:00.000Z', [35], 'WL-20260701-ZZZZZZ'],
  ])('%s', (_, now, values, id) => {
    expect(newEntryId(new Date(now), draws(values))).toBe(id);
  });

  it('draws from the crypto generator by default: ids of the contract, not repeated', () => {
    const ids = Array.from({ length: 200 }, () => newEntryId(new Date('2026-11-24T08:00:00.000Z')));
    for (const id of ids) expect(id).toMatch(WHITELIST_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
