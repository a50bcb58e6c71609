import { describe, expect, it } from 'vitest';
import { rowGrouper } from './grouped-rows';

describe('rowGrouper', () => {
  it('counts each combination once and sums the summed attribute', () => {
    const grouper = rowGrouper(['st', 'wf', 'el'] as const, 'el');
    for (const row of [
      { st: 'SUCCESS', wf: 'PRECHECK', el: 100 },
      { st: 'SUCCESS', wf: 'PRECHECK', el: 300 },
      { st: 'ERROR', wf: 'PRECHECK', el: 30_000 },
      { st: 'SUCCESS', wf: 'FULLCHECK' },
    ]) {
      grouper.add(row);
    }
    expect(grouper.rows()).toEqual([
      { st: 'SUCCESS', wf: 'PRECHECK', el: 400, n: 2 },
      { st: 'ERROR', wf: 'PRECHECK', el: 30_000, n: 1 },
      { st: 'SUCCESS', wf: 'FULLCHECK', el: 0, n: 1 },
    ]);
  });

  it('keeps a missing attribute missing, and tells it from an empty one', () => {
    const grouper = rowGrouper(['tl', 'oc'] as const);
    grouper.add({ tl: 'R', oc: 'EX302' });
    grouper.add({});
    grouper.add({});
    expect(grouper.rows()).toEqual([{ tl: 'R', oc: 'EX302', n: 1 }, { n: 2 }]);
  });
});
