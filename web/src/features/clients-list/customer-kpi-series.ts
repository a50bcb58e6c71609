import type { CustomerKpiGroup, CustomerKpiResponse } from '../../../../shared/schemas/customers';
import { categoricalColour } from '../../shared/charts/chart-colours';

/**
 * The customers' KPI answer as the charts draw it (ours to design: the spec does not show them): per
 * group (a performance class, a dunning index, a market) the overdue and the not-yet-due credit stacked,
 * and the share of its customers in arrears; the whole credit as two slices. Pure, tested with tables.
 */

export interface GroupDatum {
  x: string;
  y: number;
}

/** Overdue in warm orange, not yet due in calm blue: what is late reads as the warning it is. */
export const CREDIT_COLOURS = { overdue: categoricalColour(4), notYetDue: categoricalColour(0) } as const;
export const ARREARS_COLOUR = categoricalColour(1);

/** Each group's overdue and not-yet-due credit, in the answer's order, under the group's label. */
export function creditByGroup(groups: readonly CustomerKpiGroup[], label: (key: string) => string) {
  return {
    overdue: groups.map((group) => ({ x: label(group.key), y: group.overdue })),
    notYetDue: groups.map((group) => ({ x: label(group.key), y: group.notYetDue })),
  };
}

/** Each group's share of customers in arrears, in percent. */
export function arrearsShareByGroup(groups: readonly CustomerKpiGroup[], label: (key: string) => string): GroupDatum[] {
  return groups.map((group) => ({ x: label(group.key), y: group.arrearsShare }));
}

export interface CreditSlice {
  title: string;
  value: number;
  color: string;
}

/**
 * The whole credit as overdue and not yet due; a negative figure (a credit note larger than the debt)
 * has no slice, and no credit at all gives no slices (the chart says the zero instead).
 */
export function creditSlices(total: CustomerKpiGroup, titles: { overdue: string; notYetDue: string }): CreditSlice[] {
  const slices = [
    { title: titles.overdue, value: Math.max(total.overdue, 0), color: CREDIT_COLOURS.overdue },
    { title: titles.notYetDue, value: Math.max(total.notYetDue, 0), color: CREDIT_COLOURS.notYetDue },
  ];
  return slices.some((slice) => slice.value > 0) ? slices : [];
}

/** No customer matched the filters: there is nothing to draw ('Nessun dato disponibile'). */
export const hasCustomers = (kpi: CustomerKpiResponse) => kpi.total.customers > 0;
