import type { z } from 'zod';
import { ALL_RESULT_CODES, COMMODITIES, FILTER_SUBJECT_TYPES, PAYMENT_MODES } from '../../../shared/enums';
import { percentage } from '../../../shared/percentage';
import type { GroupedKpiResponseSchema } from '../../../shared/schemas/lists';

export type BusinessKpi = z.infer<typeof GroupedKpiResponseSchema>;

/** The slim attributes the business KPI reads of each aggregated row. */
export const BUSINESS_KPI_ATTRIBUTES = ['mo', 'tl', 'ga', 'pm', 'sb', 'cm', 'oc'] as const;
export interface BusinessKpiRow {
  mo?: string | number;
  tl?: string | number;
  ga?: string | number;
  pm?: string | number;
  sb?: string | number;
  cm?: string | number;
  oc?: string | number;
  /** Client-months this row stands for (grouped rows). Default 1. */
  n?: number;
}

const AREAS = { roma: 'ROMA', csi: 'CENTRO-SUD-ISOLE', nord: 'NORD', nd: 'ND' } as const;
type AreaKey = keyof typeof AREAS;
const areaKeyOf = (geoArea: unknown): AreaKey =>
  (Object.keys(AREAS) as AreaKey[]).find((key) => AREAS[key] === geoArea) ?? 'nd';

/** Counts of all and of rejected client-months per month, for one category value. */
class MonthlyRate {
  readonly all: number[];
  readonly rejected: number[];
  constructor(size: number) {
    this.all = new Array(size).fill(0);
    this.rejected = new Array(size).fill(0);
  }
  add(month: number, rejected: boolean, count: number) {
    this.all[month] = (this.all[month] ?? 0) + count;
    if (rejected) this.rejected[month] = (this.rejected[month] ?? 0) + count;
  }
  rates() {
    return this.all.map((all, month) => percentage(this.rejected[month] ?? 0, all));
  }
}

/**
 * The business KPIs of the aggregated list (spec section 3 'KPI responses'), over client-months: one
 * aggregated row per subject and month, judged by its latest check. Green is a success, red a
 * rejection. Definitions, block by block, in docs/decision-rules.md.
 */
export function businessKpi(rows: Iterable<BusinessKpiRow>, months: readonly string[]): BusinessKpi {
  const monthIndex = new Map(months.map((month, index) => [month, index]));
  const size = months.length;
  let success = 0;
  let rejected = 0;
  const perArea = Object.fromEntries(Object.keys(AREAS).map((key) => [key, { all: 0, rejected: 0 }])) as Record<
    AreaKey,
    { all: number; rejected: number }
  >;
  const codes = new Map<string, { perMonth: number[]; areas: Record<AreaKey, number> }>();
  const rejectedPerMonth = new Array<number>(size).fill(0);
  const categories = {
    paymentMode: new Map<string, MonthlyRate>(),
    personType: new Map<string, MonthlyRate>(),
    commodity: new Map<string, MonthlyRate>(),
  };
  const addCategory = (
    map: Map<string, MonthlyRate>,
    value: unknown,
    month: number,
    isRejected: boolean,
    count: number,
  ) => {
    if (value === undefined) return;
    const rate = map.get(String(value)) ?? new MonthlyRate(size);
    rate.add(month, isRejected, count);
    map.set(String(value), rate);
  };

  for (const row of rows) {
    const month = monthIndex.get(String(row.mo));
    if (month === undefined || (row.tl !== 'R' && row.tl !== 'V')) continue;
    const isRejected = row.tl === 'R';
    const count = row.n ?? 1;
    const area = areaKeyOf(row.ga);
    perArea[area].all += count;
    if (isRejected) {
      rejected += count;
      perArea[area].rejected += count;
      rejectedPerMonth[month] = (rejectedPerMonth[month] ?? 0) + count;
      const code = String(row.oc ?? 'ND');
      const entry = codes.get(code) ?? {
        perMonth: new Array<number>(size).fill(0),
        areas: { roma: 0, csi: 0, nord: 0, nd: 0 },
      };
      entry.perMonth[month] = (entry.perMonth[month] ?? 0) + count;
      entry.areas[area] += count;
      codes.set(code, entry);
    } else success += count;
    addCategory(categories.paymentMode, row.pm, month, isRejected, count);
    addCategory(categories.personType, row.sb, month, isRejected, count);
    addCategory(categories.commodity, row.cm, month, isRejected, count);
  }

  // Result codes in the catalogue's order, then any code the catalogue does not know.
  const codeOrder = [
    ...ALL_RESULT_CODES.filter((code) => codes.has(code)),
    ...[...codes.keys()].filter((code) => !(ALL_RESULT_CODES as readonly string[]).includes(code)),
  ];
  const series = (map: Map<string, MonthlyRate>, order: readonly string[]) =>
    [...order.filter((name) => map.has(name)), ...[...map.keys()].filter((name) => !order.includes(name))].map(
      (name) => ({
        name,
        data: (map.get(name) as MonthlyRate).rates(),
      }),
    );

  return {
    clients: {
      success,
      rejected,
      percentage: {
        total: percentage(rejected, success + rejected),
        roma: percentage(perArea.roma.rejected, perArea.roma.all),
        csi: percentage(perArea.csi.rejected, perArea.csi.all),
        nord: percentage(perArea.nord.rejected, perArea.nord.all),
        nd: percentage(perArea.nd.rejected, perArea.nd.all),
      },
    },
    resultCodeRejected: codeOrder.map((name) => {
      const entry = codes.get(name) as { perMonth: number[] };
      const total = entry.perMonth.reduce((sum, count) => sum + count, 0);
      return {
        name,
        data: entry.perMonth,
        yearlyPercentage: percentage(total, rejected),
        percentage: entry.perMonth.map((count, month) => percentage(count, rejectedPerMonth[month] ?? 0)),
      };
    }),
    paymentMode: series(categories.paymentMode, PAYMENT_MODES),
    personType: series(categories.personType, FILTER_SUBJECT_TYPES),
    commodity: series(categories.commodity, COMMODITIES),
    rejectedTable: codeOrder.map((name) => {
      const { areas } = codes.get(name) as { areas: Record<AreaKey, number> };
      return {
        name,
        total: areas.roma + areas.csi + areas.nord + areas.nd,
        rome: areas.roma,
        nord: areas.nord,
        csi: areas.csi,
        nd: areas.nd,
      };
    }),
    catalog: [...months],
  };
}
