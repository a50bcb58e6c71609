import { CUSTOMER_FIELDS, customerMetrics } from './customer-metrics';
import type { DecisionInput } from './types';

/**
 * The customer's overdue as the engine reads it, counted in cents: a path settles whole cents, and the
 * engine compares euro, so a changed overdue is written back as cents / 100 (499.99, never 499.98999…).
 */

export interface OverdueCents {
  /** The field the engine reads the overdue from: the net one, or the gross one when the net is missing. */
  field: string;
  cents: number;
}

export function overdueCentsOf(input: DecisionInput): OverdueCents | undefined {
  if (!input.customer) return undefined;
  const overdue = customerMetrics(input.customer).overdue;
  return overdue && { field: overdue.field, cents: Math.round(overdue.amount * 100) };
}

/** The same check with the overdue the engine reads set to `cents` (exposure and share follow it). */
export function withOverdueCents(input: DecisionInput, field: string, cents: number): DecisionInput {
  return { ...input, customer: { ...input.customer, [field]: cents / 100 } };
}

export function performanceClassOf(input: DecisionInput): number | undefined {
  return input.customer ? customerMetrics(input.customer).performanceClass : undefined;
}

export function withPerformanceClass(input: DecisionInput, performanceClass: number): DecisionInput {
  return { ...input, customer: { ...input.customer, [CUSTOMER_FIELDS.performanceClass]: performanceClass } };
}

/**
 * The smallest n in [low, high] for which `holds` is true, when `holds` turns true once and stays true
 * (the engine's tests are monotone in the overdue: a larger overdue never fires less). Undefined when it
 * does not hold even at `high`.
 */
export function smallestWhere(low: number, high: number, holds: (n: number) => boolean): number | undefined {
  if (low > high || !holds(high)) return undefined;
  let [from, to] = [low, high];
  while (from < to) {
    const middle = Math.floor((from + to) / 2);
    if (holds(middle)) to = middle;
    else from = middle + 1;
  }
  return from;
}

/**
 * The same, with no upper bound known: doubles from `low` up to `limit` until it holds, then narrows.
 */
export function smallestUpTo(low: number, limit: number, holds: (n: number) => boolean): number | undefined {
  let [from, to] = [low, low];
  while (!holds(to)) {
    if (to >= limit) return undefined;
    from = to + 1;
    to = Math.min(limit, to * 2);
  }
  return smallestWhere(from, to, holds);
}
