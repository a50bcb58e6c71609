import { describe, expect, it } from 'vitest';
import type { SlimAttributes } from '../request-log/row-and-aggregate-items';
import {
  addToCell,
  cellFilter,
  cellKeyOf,
  cellValues,
  type DayCells,
  decodeCells,
  encodeCells,
  hasBegun,
  isClosedDay,
  matchingCells,
  projectCells,
  projectionFor,
  summaryParts,
} from './cells';

const RED: SlimAttributes = {
  mk: 'L',
  wf: 'EVOPRECHECK',
  st: 'SUCCESS',
  tl: 'R',
  oc: 'EX302',
  sb: 'PF',
  ms: 'PER',
  ch: 'WEB',
  el: 900,
  pv: 'RM',
};
const FAILED: SlimAttributes = {
  mk: 'T',
  wf: 'FULLCHECK',
  st: 'ERROR',
  sb: 'REA',
  ms: 'SOC',
  ch: 'AGENZIA',
  el: 30_000,
};

describe('cells: a row’s dimensions, nothing else', () => {
  it('keys a row by its eight dimensions, absent ones empty, whatever else it has', () => {
    expect(cellKeyOf(RED)).toBe('L|EVOPRECHECK|SUCCESS|R|EX302|PF|PER|WEB');
    expect(cellKeyOf(FAILED)).toBe('T|FULLCHECK|ERROR|||REA|SOC|AGENZIA');
    expect(cellValues(cellKeyOf(FAILED))).toEqual({
      mk: 'T',
      wf: 'FULLCHECK',
      st: 'ERROR',
      tl: '',
      oc: '',
      sb: 'REA',
      ms: 'SOC',
      ch: 'AGENZIA',
    });
  });

  it('round-trips a day through its summary text, dropping cells that count nothing', () => {
    const cells: DayCells = new Map();
    addToCell(cells, cellKeyOf(RED), 1, 900);
    addToCell(cells, cellKeyOf(RED), 1, 1100);
    addToCell(cells, cellKeyOf(FAILED), 1, 30_000);
    addToCell(cells, 'D|PRECHECK|SUCCESS|V|EX400|PF|PER|WEB', 0, 0);
    const text = encodeCells(cells);
    expect(text.split('\n')).toHaveLength(2);
    expect(decodeCells(text)).toEqual(
      new Map([
        [cellKeyOf(RED), { count: 2, elapsed: 2000 }],
        [cellKeyOf(FAILED), { count: 1, elapsed: 30_000 }],
      ]),
    );
    expect(decodeCells('')).toEqual(new Map());
  });

  it('cuts a long summary between lines, every part within its size', () => {
    const text = Array.from({ length: 100 }, (_, index) => `cell-${index}\t1\t2`).join('\n');
    const parts = summaryParts(text, 200);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => part.length <= 200)).toBe(true);
    expect(parts.join('\n')).toBe(text);
  });
});

describe('cellFilter: which plans the tallies answer', () => {
  const cells: DayCells = new Map([
    [cellKeyOf(RED), { count: 3, elapsed: 3000 }],
    [cellKeyOf(FAILED), { count: 2, elapsed: 60_000 }],
  ]);
  const total = (conditions: Parameters<typeof cellFilter>[0]) => {
    const filter = cellFilter(conditions);
    if (!filter) return undefined;
    return [...matchingCells(cells, filter)].reduce((sum, cell) => sum + cell.count, 0);
  };

  it.each([
    ['no filter', [], 5],
    ['the caller’s markets', [{ kind: 'in', attribute: 'mk', values: ['L', 'D'] }], 3],
    ['a light: a row without one never matches', [{ kind: 'in', attribute: 'tl', values: ['R', 'V'] }], 3],
    [
      'a workflow and a channel',
      [
        { kind: 'in', attribute: 'wf', values: ['FULLCHECK'] },
        { kind: 'in', attribute: 'ch', values: ['AGENZIA', 'WEB'] },
      ],
      2,
    ],
    ['an empty choice selects nothing', [{ kind: 'in', attribute: 'mk', values: [] }], 0],
    [
      'a result code and a subject type',
      [
        { kind: 'in', attribute: 'oc', values: ['EX302'] },
        { kind: 'in', attribute: 'sb', values: ['PF'] },
      ],
      3,
    ],
  ] as const)('%s', (_name, conditions, expected) => {
    expect(total(conditions)).toBe(expected);
  });

  it.each([
    ['a province', [{ kind: 'in', attribute: 'pv', values: ['RM'] }]],
    ['a name', [{ kind: 'contains', attribute: 'sn', text: 'ROSSI' }]],
    ['a Siebel code', [{ kind: 'equalsAny', attributes: ['sc', 'sq'], value: 'X' }]],
    [
      'a market and a province',
      [
        { kind: 'in', attribute: 'mk', values: ['L'] },
        { kind: 'in', attribute: 'pv', values: ['RM'] },
      ],
    ],
  ] as const)('leaves %s to the exact read', (_name, conditions) => {
    expect(cellFilter(conditions)).toBeUndefined();
  });
});

describe('isClosedDay: fifteen minutes after the Italian midnight', () => {
  it.each([
    ['2026-11-22', '2026-11-22T22:59:59Z', false],
    // Midnight in Rome is 23:00 UTC in November; the day closes fifteen minutes later.
    ['2026-11-22', '2026-11-22T23:14:59Z', false],
    ['2026-11-22', '2026-11-22T23:15:00Z', true],
    // Summer time: midnight is 22:00 UTC.
    ['2026-07-01', '2026-07-01T22:15:00Z', true],
    ['2026-07-01', '2026-07-01T22:14:00Z', false],
  ])('%s at %s: %s', (day, now, closed) => {
    expect(isClosedDay(day, new Date(now))).toBe(closed);
  });

  it('knows a day that has not begun', () => {
    expect(hasBegun('2026-11-23', new Date('2026-11-22T22:59:59Z'))).toBe(false);
    expect(hasBegun('2026-11-23', new Date('2026-11-22T23:00:00Z'))).toBe(true);
  });
});

describe('projections: a closed day summed over fewer dimensions', () => {
  const cells: DayCells = new Map([
    [cellKeyOf(RED), { count: 3, elapsed: 3000 }],
    [cellKeyOf({ ...RED, ch: 'AGENZIA', oc: 'EX303' }), { count: 2, elapsed: 100 }],
    [cellKeyOf(FAILED), { count: 1, elapsed: 30_000 }],
  ]);

  it.each([
    [[], 'status'],
    [['mk'], 'status'],
    [['wf', 'st'], 'status'],
    [['tl'], 'outcome'],
    [['oc', 'mk'], 'outcome'],
    [['ch', 'tl'], 'channel'],
    [['ms'], 'segment'],
    [['wf', 'ch'], 'full'],
    [['tl', 'oc', 'ms'], 'full'],
  ] as const)('%j read from %s', (dimensions, projection) => {
    expect(projectionFor(dimensions)).toBe(projection);
  });

  it('adds up the cells that differ only in what a projection leaves out, keeping every count and sum', () => {
    const status = projectCells(cells, 'status');
    expect(status).toEqual(
      new Map([
        ['L|EVOPRECHECK|SUCCESS|*|*|*|*|*', { count: 5, elapsed: 3100 }],
        ['T|FULLCHECK|ERROR|*|*|*|*|*', { count: 1, elapsed: 30_000 }],
      ]),
    );
    const byLight = cellFilter([{ kind: 'in', attribute: 'tl', values: ['R'] }]);
    if (!byLight) throw new Error('a light is a tally dimension');
    const reds = [...matchingCells(projectCells(cells, 'outcome'), byLight)];
    expect(reds.reduce((sum, cell) => sum + cell.count, 0)).toBe(5);
    expect(projectCells(cells, 'full')).toBe(cells);
  });
});
