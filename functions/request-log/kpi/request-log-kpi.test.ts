import { describe, expect, it } from 'vitest';
import { type KpiRow, requestLogKpi } from './request-log-kpi';

const MONTHS = ['2026-01', '2026-02', '2026-03'];

describe('requestLogKpi: a hand-computed quarter', () => {
  const rows: KpiRow[] = [
    { mo: '2026-01', st: 'SUCCESS', wf: 'EVOPRECHECK', el: 1000 },
    { mo: '2026-01', st: 'SUCCESS', wf: 'EVOPRECHECK', el: 2001 },
    // An error's time is not a response time: left out of the mean.
    { mo: '2026-01', st: 'ERROR', wf: 'EVOPRECHECK', el: 50_000 },
    { mo: '2026-03', st: 'SUCCESS', wf: 'FULLCHECK', el: 300 },
    { mo: '2026-03', st: 'ERROR', wf: 'FULLCHECK' },
    { mo: '2026-03', st: 'ERROR', wf: 'FULLCHECK' },
    // Outside the catalogue: ignored everywhere, its workflow included.
    { mo: '2025-12', st: 'SUCCESS', wf: 'PRECHECK', el: 10 },
  ];
  const kpi = requestLogKpi(rows, MONTHS);

  it.each([
    // February has no row: zeros, not a gap.
    ['seriesSuccess', [2, 0, 1]],
    ['seriesFailure', [1, 0, 2]],
    ['catalog', MONTHS],
    [
      'aggregatedData',
      [
        // Workflows in the catalogue's order: FULLCHECK before EVOPRECHECK; PRECHECK has no row in range.
        // FULLCHECK: 2 errors of 3 = 66.666… → 66.67 %; mean of the one success 300 ms.
        { workflow: 'FULLCHECK', errorPercentage: 66.67, errorsCount: 2, successCount: 1, successAvgResponseTime: 300 },
        // EVOPRECHECK: 1 error of 3 = 33.33 %; mean (1000 + 2001) / 2 = 1500.5 → 1501 ms.
        {
          workflow: 'EVOPRECHECK',
          errorPercentage: 33.33,
          errorsCount: 1,
          successCount: 2,
          successAvgResponseTime: 1501,
        },
      ],
    ],
  ] as const)('%s', (key, expected) => {
    expect(kpi[key]).toEqual(expected);
  });
});

describe('requestLogKpi: rules, case by case', () => {
  it.each<[string, KpiRow[], readonly string[], ReturnType<typeof requestLogKpi>]>([
    [
      'no rows: every month zero, no workflow',
      [],
      MONTHS,
      { seriesSuccess: [0, 0, 0], seriesFailure: [0, 0, 0], catalog: MONTHS, aggregatedData: [] },
    ],
    [
      'no months: nothing counts',
      [{ mo: '2026-01', st: 'SUCCESS', wf: 'PRECHECK', el: 5 }],
      [],
      { seriesSuccess: [], seriesFailure: [], catalog: [], aggregatedData: [] },
    ],
    [
      'only rows outside the catalogue: as if none',
      [
        { mo: '2025-12', st: 'ERROR', wf: 'PRECHECK' },
        { mo: '2026-04', st: 'SUCCESS', wf: 'PRECHECK', el: 5 },
        { st: 'SUCCESS', wf: 'PRECHECK', el: 5 },
      ],
      MONTHS,
      { seriesSuccess: [0, 0, 0], seriesFailure: [0, 0, 0], catalog: MONTHS, aggregatedData: [] },
    ],
    [
      'only errors: 100 %, and a mean of 0 rather than a division by zero',
      [
        { mo: '2026-02', st: 'ERROR', wf: 'PRECHECK', el: 900 },
        { mo: '2026-02', st: 'ERROR', wf: 'PRECHECK', el: 700 },
      ],
      MONTHS,
      {
        seriesSuccess: [0, 0, 0],
        seriesFailure: [0, 2, 0],
        catalog: MONTHS,
        aggregatedData: [
          { workflow: 'PRECHECK', errorPercentage: 100, errorsCount: 2, successCount: 0, successAvgResponseTime: 0 },
        ],
      },
    ],
    [
      'only successes: 0 %',
      [{ mo: '2026-03', st: 'SUCCESS', wf: 'BUSINESSDECISION', el: 420 }],
      MONTHS,
      {
        seriesSuccess: [0, 0, 1],
        seriesFailure: [0, 0, 0],
        catalog: MONTHS,
        aggregatedData: [
          {
            workflow: 'BUSINESSDECISION',
            errorPercentage: 0,
            errorsCount: 0,
            successCount: 1,
            successAvgResponseTime: 420,
          },
        ],
      },
    ],
    [
      'elapsed read as text from the index: summed as numbers',
      [
        { mo: '2026-01', st: 'SUCCESS', wf: 'EVOPRECHECK_NOSIC', el: '1000' },
        { mo: '2026-01', st: 'SUCCESS', wf: 'EVOPRECHECK_NOSIC', el: '2000' },
      ],
      ['2026-01'],
      {
        seriesSuccess: [2],
        seriesFailure: [0],
        catalog: ['2026-01'],
        aggregatedData: [
          {
            workflow: 'EVOPRECHECK_NOSIC',
            errorPercentage: 0,
            errorsCount: 0,
            successCount: 2,
            successAvgResponseTime: 1500,
          },
        ],
      },
    ],
  ])('%s', (_, rows, months, expected) => {
    expect(requestLogKpi(rows, months)).toEqual(expected);
  });

  it.each([
    [1, 7, 14.29],
    [1, 6, 16.67],
    [1, 8, 12.5],
    [2, 3, 66.67],
    [1, 3, 33.33],
    [1, 200, 0.5],
    [1, 30_000, 0],
  ])('%i errors of %i checks is %d %% (two decimals)', (errors, checks, percentage) => {
    const rows: KpiRow[] = Array.from({ length: checks }, (_, index) => ({
      mo: '2026-01',
      st: index < errors ? 'ERROR' : 'SUCCESS',
      wf: 'FULLCHECK',
      el: 100,
    }));
    expect(requestLogKpi(rows, ['2026-01']).aggregatedData[0]?.errorPercentage).toBe(percentage);
  });

  it.each([
    [[1, 2], 2],
    [[1, 1, 2], 1],
    [[1000, 1001], 1001],
    [[999, 1000, 1000], 1000],
  ])('successes of %j ms have a mean of %i ms (rounded)', (elapsed, mean) => {
    const rows = elapsed.map((el): KpiRow => ({ mo: '2026-01', st: 'SUCCESS', wf: 'PRECHECK', el }));
    expect(requestLogKpi(rows, ['2026-01']).aggregatedData[0]?.successAvgResponseTime).toBe(mean);
  });

  it('the catalogue is copied: changing the answer leaves the months given untouched', () => {
    const months = ['2026-01'];
    requestLogKpi([], months).catalog.push('2026-02');
    expect(months).toEqual(['2026-01']);
  });

  it('a grouped row counts as the rows it stands for (daily tallies, cached days)', () => {
    const rows: KpiRow[] = [
      { mo: '2026-01', st: 'SUCCESS', wf: 'PRECHECK', el: 100 },
      { mo: '2026-01', st: 'SUCCESS', wf: 'PRECHECK', el: 300 },
      { mo: '2026-01', st: 'ERROR', wf: 'PRECHECK', el: 9 },
      { mo: '2026-02', st: 'SUCCESS', wf: 'FULLCHECK', el: 50 },
    ];
    const grouped: KpiRow[] = [
      { mo: '2026-01', st: 'SUCCESS', wf: 'PRECHECK', el: 400, n: 2 },
      { mo: '2026-01', st: 'ERROR', wf: 'PRECHECK', el: 9, n: 1 },
      { mo: '2026-02', st: 'SUCCESS', wf: 'FULLCHECK', el: 50, n: 1 },
    ];
    expect(requestLogKpi(grouped, ['2026-01', '2026-02'])).toEqual(requestLogKpi(rows, ['2026-01', '2026-02']));
  });
});
