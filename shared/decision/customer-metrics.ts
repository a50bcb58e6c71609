import type { CustomerRecord, DecisionNote } from './types';

/**
 * The figures the customer checks compare, read from a customer-base row. A missing or unreadable
 * field never throws: the figure is left out and a note says what the engine did instead.
 */

export const CUSTOMER_FIELDS = {
  overdueNet: 'K_CRED_SCAD_NETTO_TOTALE',
  overdueGross: 'K_CRED_SCAD_LORDO_TOTALE',
  notYetDue: 'K_CRED_A_SCAD_NETTO_TOTALE',
  invoiced12Months: 'K_FATTURATO_ULTIMI_12M',
  performanceClass: 'K_ANDAMENTALE_CLASSE',
} as const;

export interface CustomerMetrics {
  /** Overdue credit in euro and the field it was read from (net, or gross as a fallback). */
  overdue?: { amount: number; field: string };
  /** Overdue plus not-yet-due credit, in euro. */
  exposure?: number;
  /**
   * Overdue as a percentage of what was invoiced in the last 12 months, rounded to two decimals (the
   * figure shown is the figure compared). Infinity when there is overdue but nothing was invoiced.
   */
  overdueShare?: number;
  /** Performance class, 1 best to 6 worst. */
  performanceClass?: number;
  notes: DecisionNote[];
}

/** Numbers, or numeric text in either notation ('1234.5', '1.234,50'). */
export function readNumber(record: CustomerRecord, field: string): number | undefined {
  const value = record[field];
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const number = Number(text.includes(',') ? text.replaceAll('.', '').replace(',', '.') : text);
  return Number.isFinite(number) ? number : undefined;
}

function readOverdue(customer: CustomerRecord, notes: DecisionNote[]): CustomerMetrics['overdue'] {
  const net = readNumber(customer, CUSTOMER_FIELDS.overdueNet);
  if (net !== undefined) return { amount: net, field: CUSTOMER_FIELDS.overdueNet };
  const gross = readNumber(customer, CUSTOMER_FIELDS.overdueGross);
  if (gross !== undefined) {
    notes.push({ code: 'OVERDUE_GROSS_USED' });
    return { amount: gross, field: CUSTOMER_FIELDS.overdueGross };
  }
  notes.push({ code: 'OVERDUE_UNKNOWN' });
  return undefined;
}

function shareOf(overdue: number, invoiced: number): number {
  if (invoiced > 0) return Math.round((overdue * 10_000) / invoiced) / 100;
  return overdue > 0 ? Number.POSITIVE_INFINITY : 0;
}

export function customerMetrics(customer: CustomerRecord): CustomerMetrics {
  const notes: DecisionNote[] = [];
  const overdue = readOverdue(customer, notes);

  const notYetDue = readNumber(customer, CUSTOMER_FIELDS.notYetDue);
  if (notYetDue === undefined && overdue) notes.push({ code: 'NOT_YET_DUE_MISSING' });
  const exposure = overdue ? overdue.amount + (notYetDue ?? 0) : undefined;

  const invoiced = readNumber(customer, CUSTOMER_FIELDS.invoiced12Months);
  if (invoiced === undefined && overdue) notes.push({ code: 'INVOICED_MISSING' });
  const overdueShare = overdue && invoiced !== undefined ? shareOf(overdue.amount, invoiced) : undefined;
  if (overdueShare === Number.POSITIVE_INFINITY) notes.push({ code: 'NOTHING_INVOICED_WITH_OVERDUE' });

  const performanceClass = readNumber(customer, CUSTOMER_FIELDS.performanceClass);
  const validClass =
    performanceClass !== undefined &&
    Number.isInteger(performanceClass) &&
    performanceClass >= 1 &&
    performanceClass <= 6;
  if (!validClass) notes.push({ code: 'PERFORMANCE_CLASS_INVALID' });

  return { overdue, exposure, overdueShare, performanceClass: validClass ? performanceClass : undefined, notes };
}
