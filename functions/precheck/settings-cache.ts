import type { PrecheckSettings } from '../stores/precheck-facts/precheck-facts';

/**
 * How long a container trusts the settings it read: a publication (configuration or black list)
 * reaches every check within this time. A minute keeps the read off the hot path of nearly every
 * check, and no back-office process needs a publication to act faster than that.
 */
export const SETTINGS_MAX_AGE_MS = 60_000;

export interface SettingsCache {
  /** The settings of a read begun less than the maximum age ago, if any. */
  fresh(): PrecheckSettings | undefined;
  /** Keeps the settings of a read begun at `readAt` (ms), unless a newer read is kept already. */
  keep(settings: PrecheckSettings, readAt: number): void;
  /** The clock the ages are measured on. */
  now(): number;
}

/**
 * The settings per container. The cache never reads: a check with nothing fresh reads the settings in
 * the same BatchGet as the facts of its subject that do not depend on them, then its black-list
 * memberships (keyed by the load in force): two reads in a row, where a warm check makes one. Checks
 * that start together on a cold container each carry the settings' three keys in their own BatchGet
 * rather than wait for one another's: no request more, no round trip more.
 */
export function settingsCache(maxAgeMs = SETTINGS_MAX_AGE_MS, now: () => number = Date.now): SettingsCache {
  let cached: { readAt: number; settings: PrecheckSettings } | undefined;
  return {
    fresh() {
      return cached && now() - cached.readAt < maxAgeMs ? cached.settings : undefined;
    },
    keep(settings, readAt) {
      // The age counts from when the read began: a slow read is not trusted for longer than a minute.
      if (!cached || readAt >= cached.readAt) cached = { readAt, settings };
    },
    now,
  };
}
