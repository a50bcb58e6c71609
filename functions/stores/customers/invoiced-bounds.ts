import type { Condition } from '../../commons/dynamo/filter-expression';

/** Beyond any invoiced figure and within what DynamoDB and the SDK take exactly (safe integers of cents). */
const LIMIT = 1e13;

/** An amount in whole cents, float noise forgiven (0.29 * 100 is 28.999…), otherwise rounded `direction`. */
function cents(amount: number, direction: 'up' | 'down'): number {
  const exact = Math.min(LIMIT, Math.max(-LIMIT, amount)) * 100;
  const nearest = Math.round(exact);
  if (Math.abs(exact - nearest) < 1e-6) return nearest;
  return direction === 'up' ? Math.ceil(exact) : Math.floor(exact);
}

/**
 * The invoiced range as a condition DynamoDB can evaluate: bounds in whole cents inside ±10^13 euro.
 * A figure has at most two decimals, so rounding the lower bound up and the upper down keeps exactly
 * the same customers, while a bound DynamoDB cannot hold (a denormal, 1e308, beyond 2^53) never
 * reaches it. A range narrower than a cent holds no figure: a condition nothing meets.
 */
export function invoicedCondition(range: { from: number; to: number }): Condition<'iv'> {
  const from = cents(range.from, 'up');
  const to = cents(range.to, 'down');
  if (from > to) return { kind: 'in', attribute: 'iv', values: [] };
  return { kind: 'between', attribute: 'iv', from: from / 100, to: to / 100 };
}
