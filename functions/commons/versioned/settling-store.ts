import type { RefusalCode } from '../../../shared/refusals';
import { Refusal } from '../refusal/refusal';
import type { Head } from './head';
import type { VersionBase } from './lifecycle';
import type { VersionedStore } from './versioned-store';

/** How often a settle that lost a race re-reads: each loss means someone else committed, usually the settle. */
const SETTLE_ATTEMPTS = 3;

/**
 * A store whose head is read as it is now: when `settle` finds a scheduled version whose time has come
 * (functions/commons/versioned/head.ts settleOnHead), the read commits that change first, in one
 * conditional write of its own, so every transition starts from the settled head and never archives two
 * versions at once. Losing the race to another writer means re-reading. `onSettled` hears of each settle
 * this store committed (once: the writer that loses re-reads a settled head), for the audit trail.
 * Only writers read through it: a reader computes the head in force without writing (settledView).
 */
export function settlingStore<R extends VersionBase>(
  store: VersionedStore<R>,
  settle: (head: Head<R>) => Head<R> | null,
  stale: RefusalCode,
  onSettled?: (before: Head<R>, after: Head<R>) => Promise<void>,
): VersionedStore<R> {
  async function readSettledHead(): Promise<Head<R>> {
    for (let attempt = 1; ; attempt++) {
      const head = await store.readHead();
      const settled = settle(head);
      if (!settled) return head;
      try {
        await store.commit(head, settled, stale);
      } catch (error) {
        if (!(error instanceof Refusal) || attempt >= SETTLE_ATTEMPTS) throw error;
        continue;
      }
      await onSettled?.(head, settled);
      return settled;
    }
  }
  return { ...store, readHead: readSettledHead };
}

/** The head as it is in force now, computed without writing: what a reader shows (no write access needed). */
export function settledView<R>(head: Head<R>, settle: (head: Head<R>) => Head<R> | null): Head<R> {
  return settle(head) ?? head;
}
