import { describe, expect, it } from 'vitest';
import { EXAMPLE_CONFIGURATION_FILE } from '../../shared/decision/example-configuration';
import type { PrecheckSettings } from '../stores/precheck-facts/precheck-facts';
import { settingsCache } from './settings-cache';

const settingsOfVersion = (version: number): PrecheckSettings => ({
  configuration: { id: 'c1', version, file: EXAMPLE_CONFIGURATION_FILE },
  blacklists: { RADIATI: { current: null, scheduled: null }, CEDUTI: { current: null, scheduled: null } },
});

describe('settingsCache', () => {
  it.each([
    { label: 'nothing read yet', readAt: undefined, at: 0, fresh: false },
    { label: 'read just now', readAt: 1_000, at: 1_000, fresh: true },
    { label: 'read 59.999 s ago', readAt: 1_000, at: 60_999, fresh: true },
    { label: 'read exactly a minute ago', readAt: 1_000, at: 61_000, fresh: false },
    { label: 'read long ago', readAt: 1_000, at: 500_000, fresh: false },
  ])('$label: fresh $fresh', ({ readAt, at, fresh }) => {
    let clock = readAt ?? 0;
    const cache = settingsCache(60_000, () => clock);
    if (readAt !== undefined) cache.keep(settingsOfVersion(1), readAt);
    clock = at;
    expect(cache.fresh() !== undefined).toBe(fresh);
  });

  it('keeps the newest read when reads begun at different times end out of order', () => {
    const cache = settingsCache(60_000, () => 10_000);
    cache.keep(settingsOfVersion(2), 9_000);
    cache.keep(settingsOfVersion(1), 8_000);
    expect(cache.fresh()?.configuration.version).toBe(2);
  });
});
