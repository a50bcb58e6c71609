import { DUNNING_INDEXES, PERFORMANCE_CLASSES } from '../enums';
import type { Market } from '../roles';
import type { CustomerKpiGroup, CustomerKpiResponse } from '../schemas/customers';

/** What the KPIs read of one customer: the `customers` index's slim attributes (shared/resources.ts). */
export interface CustomerKpiItem {
  mk?: unknown;
  pc?: unknown;
  di?: unknown;
  od?: unknown;
  nd?: unknown;
}

/** The group of a customer whose class or index is missing or unknown. */
export const UNKNOWN_KEY = 'ND';

/** What the KPIs add up of some customers: how many, how many in arrears, and their credit in cents. */
export interface Tally {
  customers: number;
  inArrears: number;
  overdueCents: number;
  notYetDueCents: number;
}

export const emptyTally = (): Tally => ({ customers: 0, inArrears: 0, overdueCents: 0, notYetDueCents: 0 });
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
// Sums in whole cents: a million amounts with two decimals add up exactly, not to 0.1 + 0.2.
const cents = (value: unknown) => Math.round(amount(value) * 100);
const keyOf = (value: unknown, known: readonly string[]) =>
  typeof value === 'string' && known.includes(value) ? value : UNKNOWN_KEY;

/** The KPI groups a customer counts in: its performance class and dunning index, ND when missing or unknown. */
export const kpiGroupsOf = (item: CustomerKpiItem) => ({
  pc: keyOf(item.pc, PERFORMANCE_CLASSES),
  di: keyOf(item.di, DUNNING_INDEXES),
});

/** One customer as a tally (what it adds to every group it is in). */
export function tallyOf(item: CustomerKpiItem): Tally {
  const overdue = cents(item.od);
  return { customers: 1, inArrears: overdue > 0 ? 1 : 0, overdueCents: overdue, notYetDueCents: cents(item.nd) };
}

function groupOf(key: string, tally: Tally): CustomerKpiGroup {
  return {
    key,
    customers: tally.customers,
    inArrears: tally.inArrears,
    arrearsShare: tally.customers > 0 ? Math.round((tally.inArrears * 10_000) / tally.customers) / 100 : 0,
    overdue: tally.overdueCents / 100,
    notYetDue: tally.notYetDueCents / 100,
  };
}

/**
 * The customers list's KPIs, one customer at a time (a million fit in constant memory): totals and the
 * same split by performance class, dunning index and market. Every group of each enumeration is
 * answered, zero when empty, so the charts keep their axes; markets are the caller's only.
 */
export function customerKpiTally(markets: readonly Market[]) {
  const total = emptyTally();
  const classes = new Map<string, Tally>([...PERFORMANCE_CLASSES, UNKNOWN_KEY].map((key) => [key, emptyTally()]));
  const dunning = new Map<string, Tally>([...DUNNING_INDEXES, UNKNOWN_KEY].map((key) => [key, emptyTally()]));
  const byMarket = new Map<string, Tally>(markets.map((market) => [market, emptyTally()]));

  const add = (tally: Tally | undefined, part: Tally) => {
    if (!tally) return;
    tally.customers += part.customers;
    tally.inArrears += part.inArrears;
    tally.overdueCents += part.overdueCents;
    tally.notYetDueCents += part.notYetDueCents;
  };
  /** Customers of one market, class and dunning index, already tallied (the loader's per-market tallies). */
  const addGroup = (group: { mk: string; pc: string; di: string }, part: Tally) => {
    add(total, part);
    add(classes.get(group.pc), part);
    add(dunning.get(group.di), part);
    add(byMarket.get(group.mk), part);
  };

  return {
    add(item: CustomerKpiItem): void {
      addGroup({ mk: String(item.mk), ...kpiGroupsOf(item) }, tallyOf(item));
    },
    addGroup,
    result(kpiDate: string | null): CustomerKpiResponse {
      return {
        kpiDate,
        total: groupOf('TOTAL', total),
        byPerformanceClass: [...classes].map(([key, tally]) => groupOf(key, tally)),
        byDunningIndex: [...dunning].map(([key, tally]) => groupOf(key, tally)),
        byMarket: markets.map((market) => ({ ...groupOf(market, byMarket.get(market) ?? emptyTally()), key: market })),
      };
    },
  };
}
