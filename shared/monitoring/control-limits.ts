/**
 * Who repeats (docs/monitoring.md 'Control limits'): an agency's or user's rate against everyone's in the
 * same period, with binomial limits p ± 3σ for its own number of checks, σ = √(p(1 − p) / n). Above the
 * upper limit with at least MIN_CHECKS_TO_MARK checks, it is marked.
 */
export const MIN_CHECKS_TO_MARK = 30;
export const SIGMAS = 3;

export interface RateAgainstLimits {
  rate: number;
  lower: number;
  upper: number;
  /** How far above the upper limit the rate is (negative when under it). */
  excess: number;
  marked: boolean;
}

/** A count's rate against the overall rate `p` for `checks` checks. */
export function againstLimits(count: number, checks: number, p: number): RateAgainstLimits {
  const rate = checks > 0 ? count / checks : 0;
  const sigma = checks > 0 ? Math.sqrt((p * (1 - p)) / checks) : 0;
  const upper = Math.min(1, p + SIGMAS * sigma);
  const lower = Math.max(0, p - SIGMAS * sigma);
  const excess = rate - upper;
  return { rate, lower, upper, excess, marked: checks >= MIN_CHECKS_TO_MARK && excess > 0 };
}
