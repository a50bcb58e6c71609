import { describe, expect, it } from 'vitest';
import { createI18n } from '../../shared/i18n/create-i18n';
import {
  type BusinessKpi,
  categoryLabel,
  kpiLabels,
  noRejectionInPeriod,
  rateLines,
  rejectedRows,
  resultCodeBars,
  resultCodeColours,
  resultCodeTitle,
  yearlyShareSlices,
  zeroRejectionMonths,
} from './business-kpi-series';

const labels = kpiLabels(createI18n({ lng: 'it' }).t);
const english = kpiLabels(createI18n({ lng: 'en' }).t);

const kpi = (parts: Partial<BusinessKpi>): BusinessKpi => ({
  clients: { success: 0, rejected: 0, percentage: { total: 0, roma: 0, csi: 0, nord: 0, nd: 0 } },
  resultCodeRejected: [],
  paymentMode: [],
  personType: [],
  commodity: [],
  rejectedTable: [],
  catalog: [],
  ...parts,
});

describe('result code names, in both languages', () => {
  it.each([
    ['EX305', 'EX305 – Cliente con morosità pregressa R', 'EX305 – Customer with past arrears R'],
    ['EX401', 'EX401 – Presenza protesti', 'EX401 – Protests present'],
    ['EX999', 'EX999', 'EX999'],
  ])('%s → %s', (code, title, englishTitle) => {
    expect(resultCodeTitle(code, labels)).toBe(title);
    expect(resultCodeTitle(code, english)).toBe(englishTitle);
  });
});

describe('category labels, in both languages', () => {
  it.each([
    ['paymentMode', 'BON', 'Bonifico', 'Bank transfer'],
    ['paymentMode', 'BOL_POS', 'Bollettino postale', 'Postal slip'],
    ['paymentMode', 'ND', 'ND', 'ND'],
    ['personType', 'PF', 'Persona Fisica (PF)', 'Natural person (PF)'],
    ['personType', 'PG', 'Persona Giuridica', 'Legal entity'],
    ['commodity', 'ELE', 'Energia elettrica', 'Electricity'],
    ['commodity', 'DUAL', 'Dual', 'Dual'],
  ] as const)('%s %s → %s', (block, code, label, englishLabel) => {
    expect(categoryLabel(block, code, labels)).toBe(label);
    expect(categoryLabel(block, code, english)).toBe(englishLabel);
  });
});

describe('result codes per month', () => {
  const data = kpi({
    catalog: ['2025-12', '2026-01'],
    resultCodeRejected: [
      { name: 'EX303', data: [3, 1], yearlyPercentage: 40, percentage: [75, 25] },
      { name: 'EX409', data: [1], yearlyPercentage: 10, percentage: [25] },
      { name: 'EX302', data: [0, 0], yearlyPercentage: 0, percentage: [0, 0] },
    ],
  });

  it('draws one stacked series per code with rejections, months aligned and missing months 0', () => {
    expect(resultCodeBars(data, labels)).toEqual([
      {
        type: 'bar',
        code: 'EX303',
        title: 'EX303 – Cliente esistente con morosità in corso',
        color: '#688ae8',
        data: [
          { x: '2025-12', y: 3 },
          { x: '2026-01', y: 1 },
        ],
        monthlyShare: [75, 25],
      },
      {
        type: 'bar',
        code: 'EX409',
        title: 'EX409 – Prospect ad alto rischio',
        color: '#c33d69',
        data: [
          { x: '2025-12', y: 1 },
          { x: '2026-01', y: 0 },
        ],
        monthlyShare: [25, 0],
      },
    ]);
  });

  it('gives each code the same colour in the bars and the donut, the most distinct first', () => {
    const colours = resultCodeColours(data);
    expect([...colours.values()]).toEqual(['#688ae8', '#c33d69', '#2ea597']);
    for (const bar of resultCodeBars(data, labels)) expect(bar.color).toBe(colours.get(bar.code));
    for (const slice of yearlyShareSlices(data, labels)) expect(slice.color).toBe(colours.get(slice.title));
  });

  it('has no series when there is no rejection (the chart shows its empty state)', () => {
    expect(resultCodeBars(kpi({ catalog: ['2026-01'] }), labels)).toEqual([]);
  });

  it('gives the yearly share of each code, largest first, leaving out codes with none', () => {
    expect(yearlyShareSlices(data, labels)).toEqual([
      { title: 'EX303', description: 'Cliente esistente con morosità in corso', color: '#688ae8', value: 40 },
      { title: 'EX409', description: 'Prospect ad alto rischio', color: '#c33d69', value: 10 },
    ]);
  });
});

describe('rejection rate lines', () => {
  it.each([
    {
      case: 'one line per category with its label, rate per month',
      block: 'paymentMode' as const,
      entries: [
        { name: 'RID', data: [10, 12.5] },
        { name: 'BON', data: [0, 50] },
      ],
      catalog: ['2026-01', '2026-02'],
      lines: [
        {
          type: 'line',
          title: 'Addebito diretto (RID)',
          data: [
            { x: '2026-01', y: 10 },
            { x: '2026-02', y: 12.5 },
          ],
        },
        {
          type: 'line',
          title: 'Bonifico',
          data: [
            { x: '2026-01', y: 0 },
            { x: '2026-02', y: 50 },
          ],
        },
      ],
    },
    {
      case: 'a rate of 0 is data, not an empty chart',
      block: 'commodity' as const,
      entries: [{ name: 'GAS', data: [0] }],
      catalog: ['2026-01'],
      lines: [{ type: 'line', title: 'Gas', data: [{ x: '2026-01', y: 0 }] }],
    },
    { case: 'no categories: no lines', block: 'personType' as const, entries: [], catalog: ['2026-01'], lines: [] },
    {
      case: 'no months: no lines',
      block: 'personType' as const,
      entries: [{ name: 'PF', data: [] }],
      catalog: [],
      lines: [],
    },
  ])('$case', ({ block, entries, catalog, lines }) => {
    expect(rateLines(block, entries, catalog, labels)).toEqual(lines);
  });
});

describe('rejected table', () => {
  it('describes each code and puts the most rejections first', () => {
    const rows = rejectedRows(
      kpi({
        rejectedTable: [
          { name: 'EX409', total: 2, rome: 1, nord: 1, csi: 0, nd: 0 },
          { name: 'EX303', total: 7, rome: 2, nord: 1, csi: 3, nd: 1 },
        ],
      }),
      labels,
    );
    expect(rows).toEqual([
      {
        code: 'EX303',
        description: 'Cliente esistente con morosità in corso',
        total: 7,
        rome: 2,
        nord: 1,
        csi: 3,
        nd: 1,
      },
      { code: 'EX409', description: 'Prospect ad alto rischio', total: 2, rome: 1, nord: 1, csi: 0, nd: 0 },
    ]);
  });
});

describe('a period where nobody was rejected', () => {
  const clients = (success: number, rejected: number) => ({
    success,
    rejected,
    percentage: { total: 0, roma: 0, csi: 0, nord: 0, nd: 0 },
  });
  it.each([
    {
      case: 'client-months, none rejected: zero rejections per month',
      input: kpi({ clients: clients(30, 0), catalog: ['2026-01', '2026-02'] }),
      none: true,
      zeros: [
        { x: '2026-01', y: 0 },
        { x: '2026-02', y: 0 },
      ],
    },
    {
      case: 'no client-month at all: no data, not zeros',
      input: kpi({ clients: clients(0, 0), catalog: ['2026-01'] }),
      none: false,
      zeros: [],
    },
    {
      case: 'some rejected: the bars per code say it',
      input: kpi({
        clients: clients(30, 2),
        catalog: ['2026-01'],
        resultCodeRejected: [{ name: 'EX303', data: [2], yearlyPercentage: 100, percentage: [100] }],
      }),
      none: false,
      zeros: [],
    },
  ])('$case', ({ input, none, zeros }) => {
    expect(noRejectionInPeriod(input)).toBe(none);
    expect(zeroRejectionMonths(input)).toEqual(zeros);
  });
});
