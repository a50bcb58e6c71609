import type { BacktestResult } from '../../shared/schemas/backtest';
import { staleReasonOf } from '../stores/backtest/backtest-target';
import type { StoredBacktest } from '../stores/backtest/result-store';

/**
 * A stored run as the calls answer it: whether it still describes the version (an edit of the draft, or
 * another configuration put in force, makes it stale); a RUNNING run past its lease died with its worker.
 */
export async function shownBacktest(stored: StoredBacktest, now = new Date()): Promise<BacktestResult> {
  const { leaseUntil, transitions: _transitions, ...result } = stored;
  const dead = stored.status === 'RUNNING' && leaseUntil < now.toISOString();
  return {
    ...result,
    status: dead ? 'FAILED' : stored.status,
    staleReason: stored.status === 'DONE' ? await staleReasonOf(stored.target, stored) : null,
  };
}
