import type * as SettingsCacheModule from '../../functions/precheck/settings-cache';

/**
 * The clock the precheck's settings cache runs on in a test that mocks it, so the cache's minute passes
 * without a wait: `settingsClock.ms += SETTINGS_MAX_AGE_MS`. The handler the local runtime imports is the
 * test's module graph, so the mocked cache is the handler's. In the test file:
 *
 *   vi.mock('../../functions/precheck/settings-cache', async (importOriginal) =>
 *     (await import('../support/settings-clock')).onSettingsClock(await importOriginal()));
 */
export const settingsClock = { ms: 1_000_000 };

/** The settings-cache module with its caches on settingsClock. */
export function onSettingsClock(original: typeof SettingsCacheModule): typeof SettingsCacheModule {
  return {
    ...original,
    settingsCache: (maxAgeMs?: number) => original.settingsCache(maxAgeMs, () => settingsClock.ms),
  };
}
