import { describe, expect, it } from 'vitest';
import type { CustomerKpiGroup, CustomerKpiResponse } from '../../../../shared/schemas/customers';
import { arrearsShareByGroup, CREDIT_COLOURS, creditByGroup, creditSlices, hasCustomers } from './customer-kpi-series';

const group = (key: string, figures: Partial<CustomerKpiGroup> = {}): CustomerKpiGroup => ({
  key,
  customers: 0,
  inArrears: 0,
  arrearsShare: 0,
  overdue: 0,
  notYetDue: 0,
  ...figures,
});

const CLASSES = [
  group('1', { customers: 10, inArrears: 1, arrearsShare: 10, overdue: 150.5, notYetDue: 2000 }),
  group('2'),
  group('ND', { customers: 4, inArrears: 4, arrearsShare: 100, overdue: 900, notYetDue: 0 }),
];
const classLabel = (key: string) => `Classe ${key}`;

describe('customer KPI series', () => {
  it('stacks each group’s overdue and not-yet-due credit in the answer’s order, empty groups as zeros', () => {
    expect(creditByGroup(CLASSES, classLabel)).toEqual({
      overdue: [
        { x: 'Classe 1', y: 150.5 },
        { x: 'Classe 2', y: 0 },
        { x: 'Classe ND', y: 900 },
      ],
      notYetDue: [
        { x: 'Classe 1', y: 2000 },
        { x: 'Classe 2', y: 0 },
        { x: 'Classe ND', y: 0 },
      ],
    });
  });

  it('gives each group its share of customers in arrears, in percent', () => {
    expect(arrearsShareByGroup(CLASSES, classLabel)).toEqual([
      { x: 'Classe 1', y: 10 },
      { x: 'Classe 2', y: 0 },
      { x: 'Classe ND', y: 100 },
    ]);
  });

  const TITLES = { overdue: 'Scaduto', notYetDue: 'A scadere' };
  it.each<[string, Partial<CustomerKpiGroup>, [number, number] | null]>([
    ['overdue and not yet due', { overdue: 300, notYetDue: 700 }, [300, 700]],
    ['only overdue: the other slice is a zero', { overdue: 300 }, [300, 0]],
    ['a negative figure (credit notes) has no slice', { overdue: -50, notYetDue: 700 }, [0, 700]],
    ['no credit at all: no slices', {}, null],
    ['only credit notes: no slices', { overdue: -50, notYetDue: -10 }, null],
  ])('credit slices: %s', (_case, figures, expected) => {
    const slices = creditSlices(group('total', figures), TITLES);
    if (expected === null) expect(slices).toEqual([]);
    else {
      expect(slices).toEqual([
        { title: 'Scaduto', value: expected[0], color: CREDIT_COLOURS.overdue },
        { title: 'A scadere', value: expected[1], color: CREDIT_COLOURS.notYetDue },
      ]);
    }
  });

  it.each<[number, boolean]>([
    [0, false],
    [1, true],
  ])('with %i customers there is data to draw: %s', (customers, expected) => {
    const kpi: CustomerKpiResponse = {
      kpiDate: null,
      total: group('total', { customers }),
      byPerformanceClass: [],
      byDunningIndex: [],
      byMarket: [],
    };
    expect(hasCustomers(kpi)).toBe(expected);
  });
});
