/**
 * The invoiced range of the customers list (spec section 3 'Invoice range', section 9): the limits
 * `invoicedRangeLimits` answers before any load has recorded real ones, and where the slider starts
 * until that answer arrives. Of the spec's two readings of the default, -2,000 to 10,000,000 euro
 * (docs/architecture.md, decisions: 'Vista Clienti: which readings of the spec we followed').
 */
export interface InvoicedRange {
  minimum: number;
  maximum: number;
}

/** The limits when no load has recorded any yet. */
export const DEFAULT_INVOICED_RANGE: InvoicedRange = { minimum: -2000, maximum: 10_000_000 };

/** The slider's range until `invoicedRangeLimits` answers. */
export const SLIDER_START_RANGE: InvoicedRange = { minimum: -20, maximum: 100 };
