import type { PrecheckSettings } from '../stores/precheck-facts/precheck-facts';

/**
 * How long a container trusts the settings it read: a publication (configuration or black list)
 * reaches every check within this time. A minute keeps the read off the hot path of nearly every
 * check, and no back-office process needs a publication to act faster than that.
 */
export const SETTINGS_MAX_AGE_MS = 60_000;

/** Caches the settings per container; concurrent first calls share one read. */
export function cachedSettings(
  load: () => Promise<PrecheckSettings>,
  maxAgeMs = SETTINGS_MAX_AGE_MS,
  now: () => number = Date.now,
): () => Promise<PrecheckSettings> {
  let cached: { at: number; value: Promise<PrecheckSettings> } | undefined;
  return () => {
    if (!cached || now() - cached.at >= maxAgeMs) {
      const value = load();
      const entry = { at: now(), value };
      cached = entry;
      // A failed read is not kept: the next check tries again.
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}
