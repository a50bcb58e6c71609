import type { InvoicedRange } from '../../../shared/customers/invoiced-range';
import type { Market } from '../../../shared/roles';

/**
 * The invoiced range's limits, kept per market: a role is answered the limits of its own
 * markets only, never a figure of a customer it cannot see (docs/data-model.md 'Customers').
 */
export type InvoicedByMarket = Partial<Record<Market, InvoicedRange>>;

/** The attribute of one market's bound on the limits' item: `minimum_L`, `maximum_T`… */
export const invoicedBoundAttribute = (bound: keyof InvoicedRange, market: Market) => `${bound}_${market}`;

/** The limits of both, market by market: the smaller minimum and the larger maximum. */
export function widerInvoiced(a: InvoicedByMarket, b: InvoicedByMarket): InvoicedByMarket {
  const wider: InvoicedByMarket = { ...a };
  for (const [market, range] of Object.entries(b) as [Market, InvoicedRange][]) {
    const known = wider[market];
    wider[market] = known
      ? { minimum: Math.min(known.minimum, range.minimum), maximum: Math.max(known.maximum, range.maximum) }
      : range;
  }
  return wider;
}

/**
 * The limits of `markets` on the stored item: the smallest minimum and the largest maximum a load has
 * recorded for any of them, each bound absent while none has (the route then answers the default).
 */
export function invoicedLimitsOf(
  item: Record<string, unknown> | undefined,
  markets: readonly Market[],
): Partial<InvoicedRange> {
  const bounds = (name: keyof InvoicedRange) =>
    markets
      .map((market) => item?.[invoicedBoundAttribute(name, market)])
      .filter((value): value is number => typeof value === 'number');
  const minimums = bounds('minimum');
  const maximums = bounds('maximum');
  return {
    ...(minimums.length > 0 ? { minimum: Math.min(...minimums) } : {}),
    ...(maximums.length > 0 ? { maximum: Math.max(...maximums) } : {}),
  };
}
