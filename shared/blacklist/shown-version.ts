import { QUEUES } from '../resources';
import type { BlacklistVersion } from '../schemas/blacklist';

/**
 * How long a load may take before the version is known to have failed: every delivery the queue makes
 * (maxReceiveCount) may use its whole visibility timeout. Past it no worker holds the message any more.
 */
export const BLACKLIST_LOAD_DEADLINE_MS =
  QUEUES.blacklistLoad.maxReceiveCount * QUEUES.blacklistLoad.visibilityTimeoutSeconds * 1000;

/**
 * A version as the product shows it and decides on it at `now`. A load whose worker died without
 * marking it (killed on its last delivery) stays LOADING in storage; past the deadline it is shown,
 * and may be deleted, as the failed load it is (DISCARDING, TIMEOUT).
 */
export function shownBlacklistVersion(record: BlacklistVersion, now: Date): BlacklistVersion {
  if (record.status !== 'LOADING') return record;
  const started = Date.parse(record.statusUpdateDate);
  if (now.getTime() - started < BLACKLIST_LOAD_DEADLINE_MS) return record;
  return { ...record, status: 'DISCARDING', failure: 'TIMEOUT' };
}
