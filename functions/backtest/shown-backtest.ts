import type { BacktestResult } from '../../shared/schemas/backtest';
import { staleReasonOf } from '../stores/backtest/backtest-target';
import { isAbandoned, type StoredBacktest } from '../stores/backtest/run-store';

/**
 * A stored run as the calls answer it: whether it still describes the version (an edit of the draft, or
 * another configuration put in force, makes it stale); a RUNNING run whose every attempt is over died
 * with its worker and shows FAILED.
 */
export async function shownBacktest(stored: StoredBacktest, now = new Date()): Promise<BacktestResult> {
  const {
    leaseUntil: _lease,
    transitions: _transitions,
    attempts: _a,
    maxAttempts: _m,
    markets: _k,
    ...result
  } = stored;
  const dead = stored.status === 'RUNNING' && isAbandoned(stored, now);
  return {
    ...result,
    status: dead ? 'FAILED' : stored.status,
    staleReason: stored.status === 'DONE' ? await staleReasonOf(stored.target, stored) : null,
  };
}
