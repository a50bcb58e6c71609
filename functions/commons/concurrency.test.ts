import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './concurrency';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A task that takes `delay(item)` ms and records how many tasks ran at once at most. */
function probe(delay: (item: number) => number) {
  const state = { running: 0, maxRunning: 0, started: [] as number[] };
  const task = async (item: number) => {
    state.running += 1;
    state.maxRunning = Math.max(state.maxRunning, state.running);
    state.started.push(item);
    await sleep(delay(item));
    state.running -= 1;
    return item * 10;
  };
  return { state, task };
}

describe('mapWithConcurrency', () => {
  it.each([
    ['one at a time', [1, 2, 3, 4, 5], 1],
    ['two at a time', [1, 2, 3, 4, 5], 2],
    ['three at a time', [1, 2, 3, 4, 5, 6, 7], 3],
    ['a limit above the number of items', [1, 2, 3], 10],
    ['one item', [1], 4],
  ])('%s: results keep the items’ order even when later items finish first', async (_, items, limit) => {
    // Earlier items take longer, so they finish last.
    const { task } = probe((item) => (10 - item) * 2);
    expect(await mapWithConcurrency(items, limit, task)).toEqual(items.map((item) => item * 10));
  });

  it.each([
    [1, 6, 1],
    [2, 6, 2],
    [3, 6, 3],
    [4, 10, 4],
    [10, 3, 3],
  ])('limit %i over %i items: never more than %i in flight, and that many are used', async (limit, count, most) => {
    const items = Array.from({ length: count }, (_, index) => index);
    const { state, task } = probe((item) => 1 + (item % 3) * 3);
    await mapWithConcurrency(items, limit, task);
    expect(state.maxRunning).toBe(most);
  });

  it.each([1, 3])('limit %i: every item runs exactly once, in item order of start', async (limit) => {
    const items = [5, 1, 4, 2, 3];
    const { state, task } = probe((item) => item);
    await mapWithConcurrency(items, limit, task);
    expect(state.started).toEqual(items);
  });

  it.each([1, 5])('empty input with limit %i: an empty answer and no task run', async (limit) => {
    const { state, task } = probe(() => 0);
    expect(await mapWithConcurrency([], limit, task)).toEqual([]);
    expect(state.started).toEqual([]);
  });

  it('a failing task makes the whole call fail with its error', async () => {
    const task = async (item: number) => {
      await sleep(1);
      if (item === 2) throw new Error('item 2 failed');
      return item;
    };
    await expect(mapWithConcurrency([1, 2, 3], 2, task)).rejects.toThrow('item 2 failed');
  });

  it.each([0, -1, Number.NaN])('refuses a limit of %d rather than run nothing', async (limit) => {
    await expect(mapWithConcurrency([1], limit, async (item) => item)).rejects.toThrow(RangeError);
  });
});
