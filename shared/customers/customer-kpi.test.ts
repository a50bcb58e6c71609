import { describe, expect, it } from 'vitest';
import { type CustomerKpiItem, customerKpiTally } from './customer-kpi';

const kpiOf = (items: CustomerKpiItem[], markets: ('L' | 'T' | 'D')[] = ['L', 'T', 'D']) => {
  const tally = customerKpiTally(markets);
  for (const item of items) tally.add(item);
  return tally.result('2026-11-23');
};

describe('customerKpiTally', () => {
  it('answers every group with zeros when no customer matches', () => {
    const kpi = kpiOf([]);
    expect(kpi.total).toEqual({ key: 'TOTAL', customers: 0, inArrears: 0, arrearsShare: 0, overdue: 0, notYetDue: 0 });
    expect(kpi.byPerformanceClass.map((group) => group.key)).toEqual(['1', '2', '3', '4', '5', '6', 'ND']);
    expect(kpi.byDunningIndex.map((group) => group.key)).toEqual(['1', '2', '3', 'ND']);
    expect(kpi.byMarket.map((group) => group.key)).toEqual(['L', 'T', 'D']);
    expect(kpi.kpiDate).toBe('2026-11-23');
  });

  it.each([
    { label: 'overdue above zero is in arrears', item: { od: 0.01 }, inArrears: 1 },
    { label: 'no overdue is not', item: { od: 0 }, inArrears: 0 },
    { label: 'a credit balance is not', item: { od: -50 }, inArrears: 0 },
    { label: 'an unknown overdue is not', item: {}, inArrears: 0 },
  ])('$label', ({ item, inArrears }) => {
    expect(kpiOf([{ mk: 'L', ...item }]).total.inArrears).toBe(inArrears);
  });

  it('sums in cents, so many small amounts add up exactly', () => {
    const items = Array.from({ length: 1000 }, () => ({ mk: 'L', od: 0.1, nd: 0.2 }));
    const { total } = kpiOf(items);
    expect(total.overdue).toBe(100);
    expect(total.notYetDue).toBe(200);
  });

  it('splits by class, dunning index and market; unknown values go to ND', () => {
    const kpi = kpiOf([
      { mk: 'L', pc: '1', di: '1', od: 100, nd: 10 },
      { mk: 'L', pc: '6', di: '3', od: 0, nd: 20 },
      { mk: 'T', pc: '6', di: '9', od: 50, nd: 0 },
      { mk: 'D', pc: 7, od: 0 },
    ]);
    expect(kpi.total).toMatchObject({ customers: 4, inArrears: 2, arrearsShare: 50, overdue: 150, notYetDue: 30 });
    const byKey = (groups: { key: string }[], key: string) => groups.find((group) => group.key === key);
    expect(byKey(kpi.byPerformanceClass, '6')).toMatchObject({ customers: 2, inArrears: 1, overdue: 50 });
    expect(byKey(kpi.byPerformanceClass, 'ND')).toMatchObject({ customers: 1 });
    expect(byKey(kpi.byDunningIndex, 'ND')).toMatchObject({ customers: 2, inArrears: 1 });
    expect(byKey(kpi.byMarket, 'L')).toMatchObject({ customers: 2, inArrears: 1, arrearsShare: 50, notYetDue: 30 });
    expect(byKey(kpi.byMarket, 'T')).toMatchObject({ customers: 1, arrearsShare: 100 });
  });

  it("answers only the caller's markets and ignores a customer of another", () => {
    const kpi = kpiOf(
      [
        { mk: 'T', od: 10 },
        { mk: 'L', od: 10 },
      ],
      ['T', 'D'],
    );
    expect(kpi.byMarket.map((group) => [group.key, group.customers])).toEqual([
      ['T', 1],
      ['D', 0],
    ]);
  });

  it('rounds the share of customers in arrears to two decimals', () => {
    const kpi = kpiOf([{ mk: 'L', od: 1 }, { mk: 'L' }, { mk: 'L' }]);
    expect(kpi.total.arrearsShare).toBe(33.33);
  });
});
