import { describe, expect, it } from 'vitest';
import { type BusinessKpiRow, businessKpi } from './business-kpi';

const MONTHS = ['2026-01', '2026-02'];

/**
 * Eight client-months of January and February 2026, plus two that do not count. Rejected (red):
 * r2, r3, r4, r6; accepted (green): r1, r5, r7, r8.
 */
const ROWS: BusinessKpiRow[] = [
  { mo: '2026-01', tl: 'V', ga: 'ROMA', pm: 'RID', sb: 'PF', cm: 'ELE', oc: 'EX400' }, // r1
  { mo: '2026-01', tl: 'R', ga: 'ROMA', pm: 'RID', sb: 'PF', cm: 'GAS', oc: 'EX302' }, // r2
  { mo: '2026-01', tl: 'R', ga: 'NORD', pm: 'BON', sb: 'REA', cm: 'ELE', oc: 'EX409' }, // r3
  { mo: '2026-02', tl: 'R', ga: 'CENTRO-SUD-ISOLE', pm: 'RID', sb: 'PF', cm: 'ELE', oc: 'EX302' }, // r4
  { mo: '2026-02', tl: 'V', ga: 'NORD', pm: 'BOL_POS', sb: 'NOREA', cm: 'DUAL', oc: 'EX301' }, // r5
  { mo: '2026-02', tl: 'R', ga: 'ND', pm: 'RID', sb: 'PF', cm: 'GAS', oc: 'EX401' }, // r6
  { mo: '2026-02', tl: 'V', pm: 'RID', sb: 'PF', cm: 'ELE' }, // r7: no area (counts as ND), no code
  { mo: '2026-02', tl: 'V', ga: 'ROMA', pm: 'BON', sb: 'REA', cm: 'GAS', oc: 'EX400' }, // r8
  { mo: '2025-12', tl: 'R', ga: 'ROMA', pm: 'RID', sb: 'PF', cm: 'GAS', oc: 'EX302' }, // outside the catalogue
  { mo: '2026-01', ga: 'ROMA', pm: 'RID', sb: 'PF', cm: 'GAS' }, // no traffic light: neither success nor rejection
];

describe('businessKpi: a hand-computed two months', () => {
  const kpi = businessKpi(ROWS, MONTHS);

  it.each([
    [
      // 4 accepted, 4 rejected: 50 %. Rome r1 r2 r8, 1 red of 3 = 33.33 %; centre-south r4, 1 of 1;
      // north r3 r5, 1 of 2; ND r6 r7, 1 of 2.
      'clients: successes, rejections and the rejection percentage per area',
      'clients',
      { success: 4, rejected: 4, percentage: { total: 50, roma: 33.33, csi: 100, nord: 50, nd: 50 } },
    ],
    [
      // Rejections per month: January r2 r3, February r4 r6. In the catalogue's order EX302, EX409, then
      // the precheck-only EX401. EX302: r2 (Jan) and r4 (Feb), 2 of 4 rejections in the year, 1 of 2 each month.
      'resultCodeRejected: catalogue order, counts per month, yearly and monthly shares',
      'resultCodeRejected',
      [
        { name: 'EX302', data: [1, 1], yearlyPercentage: 50, percentage: [50, 50] },
        { name: 'EX409', data: [1, 0], yearlyPercentage: 25, percentage: [50, 0] },
        { name: 'EX401', data: [0, 1], yearlyPercentage: 25, percentage: [0, 50] },
      ],
    ],
    [
      // BOL_POS: r5 green. BON: January r3 red; February r8 green. RID: January r1 green, r2 red;
      // February r4 r6 red, r7 green: 2 of 3 = 66.67 %.
      'paymentMode: monthly rejection rates in catalogue order',
      'paymentMode',
      [
        { name: 'BOL_POS', data: [0, 0] },
        { name: 'BON', data: [100, 0] },
        { name: 'RID', data: [50, 66.67] },
      ],
    ],
    [
      'personType: monthly rejection rates in catalogue order',
      'personType',
      [
        { name: 'PF', data: [50, 66.67] },
        { name: 'REA', data: [100, 0] },
        { name: 'NOREA', data: [0, 0] },
      ],
    ],
    [
      // GAS: January r2 red; February r6 red, r8 green. ELE: January r1 green, r3 red; February r4 red, r7 green.
      'commodity: monthly rejection rates in catalogue order',
      'commodity',
      [
        { name: 'GAS', data: [100, 50] },
        { name: 'ELE', data: [50, 50] },
        { name: 'DUAL', data: [0, 0] },
      ],
    ],
    [
      'rejectedTable: each result code per area',
      'rejectedTable',
      [
        { name: 'EX302', total: 2, rome: 1, nord: 0, csi: 1, nd: 0 },
        { name: 'EX409', total: 1, rome: 0, nord: 1, csi: 0, nd: 0 },
        { name: 'EX401', total: 1, rome: 0, nord: 0, csi: 0, nd: 1 },
      ],
    ],
    ['catalog: the months', 'catalog', MONTHS],
  ] as const)('%s', (_, key, expected) => {
    expect(kpi[key]).toEqual(expected);
  });
});

describe('businessKpi: rules, case by case', () => {
  it('no rows: zeros and empty series, no division by zero', () => {
    expect(businessKpi([], MONTHS)).toEqual({
      clients: { success: 0, rejected: 0, percentage: { total: 0, roma: 0, csi: 0, nord: 0, nd: 0 } },
      resultCodeRejected: [],
      paymentMode: [],
      personType: [],
      commodity: [],
      rejectedTable: [],
      catalog: MONTHS,
    });
  });

  it.each<[string, BusinessKpiRow]>([
    ['a month before the catalogue', { mo: '2025-12', tl: 'R', ga: 'ROMA', pm: 'RID', oc: 'EX302' }],
    ['a month after the catalogue', { mo: '2026-03', tl: 'V', ga: 'ROMA', pm: 'RID' }],
    ['no month', { tl: 'R', ga: 'ROMA', pm: 'RID' }],
    ['no traffic light', { mo: '2026-01', ga: 'ROMA', pm: 'RID', oc: 'EX302' }],
    ['a traffic light other than R or V', { mo: '2026-01', tl: 'G', ga: 'ROMA', pm: 'RID' }],
  ])('a row with %s is ignored', (_, row) => {
    expect(businessKpi([row], MONTHS)).toEqual(businessKpi([], MONTHS));
  });

  it.each([
    ['ROMA', 'roma'],
    ['CENTRO-SUD-ISOLE', 'csi'],
    ['NORD', 'nord'],
    ['ND', 'nd'],
    ['CENTRO', 'nd'],
    [undefined, 'nd'],
  ] as const)('area %j counts as %s', (ga, area) => {
    const kpi = businessKpi([{ mo: '2026-01', tl: 'R', ga, oc: 'EX302' }], MONTHS);
    expect(kpi.clients.percentage).toEqual({ total: 100, roma: 0, csi: 0, nord: 0, nd: 0, [area]: 100 });
    expect(kpi.rejectedTable).toEqual([
      { name: 'EX302', total: 1, rome: 0, nord: 0, csi: 0, nd: 0, [area === 'roma' ? 'rome' : area]: 1 },
    ]);
  });

  it.each([
    [1, 3, 33.33],
    [2, 3, 66.67],
    [1, 7, 14.29],
    [1, 8, 12.5],
    [3, 3, 100],
  ])('%i rejections of %i client-months is %d %%', (red, all, percentage) => {
    const rows = Array.from(
      { length: all },
      (_, index): BusinessKpiRow => ({
        mo: '2026-01',
        tl: index < red ? 'R' : 'V',
        ga: 'NORD',
        pm: 'RID',
      }),
    );
    const kpi = businessKpi(rows, MONTHS);
    expect(kpi.clients.percentage.total).toBe(percentage);
    expect(kpi.clients.percentage.nord).toBe(percentage);
    expect(kpi.paymentMode).toEqual([{ name: 'RID', data: [percentage, 0] }]);
  });

  it('result codes: the catalogue first (EX3xx, EX4xx, then precheck-only), unknown codes and ND after', () => {
    const red = (oc?: string): BusinessKpiRow => ({ mo: '2026-01', tl: 'R', ga: 'ROMA', ...(oc ? { oc } : {}) });
    const kpi = businessKpi([red('EX999'), red('EX404'), red(), red('EX400'), red('EX301'), red('EX406')], MONTHS);
    const order = ['EX301', 'EX400', 'EX406', 'EX404', 'EX999', 'ND'];
    expect(kpi.resultCodeRejected.map((entry) => entry.name)).toEqual(order);
    expect(kpi.rejectedTable.map((entry) => entry.name)).toEqual(order);
  });

  it('green rows do not appear among the rejected result codes', () => {
    const kpi = businessKpi([{ mo: '2026-01', tl: 'V', ga: 'ROMA', oc: 'EX400' }], MONTHS);
    expect(kpi.resultCodeRejected).toEqual([]);
    expect(kpi.rejectedTable).toEqual([]);
  });

  it('a category value outside the catalogue comes after the known ones; an absent value is not a category', () => {
    const kpi = businessKpi(
      [
        { mo: '2026-01', tl: 'R', pm: 'CARTA' },
        { mo: '2026-01', tl: 'V', pm: 'BON' },
        { mo: '2026-01', tl: 'R' },
      ],
      MONTHS,
    );
    expect(kpi.paymentMode).toEqual([
      { name: 'BON', data: [0, 0] },
      { name: 'CARTA', data: [100, 0] },
    ]);
    expect(kpi.personType).toEqual([]);
    expect(kpi.commodity).toEqual([]);
  });

  it('a result code seen only in some months has zeros elsewhere, and 0 % in a month without rejections', () => {
    const kpi = businessKpi(
      [
        { mo: '2026-01', tl: 'R', oc: 'EX303' },
        { mo: '2026-01', tl: 'R', oc: 'EX303' },
        { mo: '2026-01', tl: 'R', oc: 'EX305' },
        { mo: '2026-03', tl: 'R', oc: 'EX305' },
      ],
      ['2026-01', '2026-02', '2026-03'],
    );
    expect(kpi.resultCodeRejected).toEqual([
      { name: 'EX303', data: [2, 0, 0], yearlyPercentage: 50, percentage: [66.67, 0, 0] },
      { name: 'EX305', data: [1, 0, 1], yearlyPercentage: 50, percentage: [33.33, 0, 100] },
    ]);
  });

  it('a grouped row counts as the client-months it stands for (cached closed months)', () => {
    const grouped = [
      { mo: '2026-01', tl: 'R', ga: 'ROMA', pm: 'RID', sb: 'PF', cm: 'GAS', oc: 'EX302', n: 2 },
      { mo: '2026-02', tl: 'V', ga: 'NORD', pm: 'BON', sb: 'REA', cm: 'ELE', oc: 'EX400', n: 3 },
    ];
    const single = grouped.flatMap(({ n, ...row }) => Array.from({ length: n }, () => row));
    expect(businessKpi(grouped, MONTHS)).toEqual(businessKpi(single, MONTHS));
  });
});
