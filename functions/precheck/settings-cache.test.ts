import { describe, expect, it, vi } from 'vitest';
import { EXAMPLE_CONFIGURATION_FILE } from '../../shared/decision/example-configuration';
import type { PrecheckSettings } from '../stores/precheck-facts/precheck-facts';
import { cachedSettings } from './settings-cache';

const settings: PrecheckSettings = {
  configuration: { id: 'c1', version: 1, file: EXAMPLE_CONFIGURATION_FILE },
  activeBlacklists: {},
};

describe('cachedSettings', () => {
  it('reads once within the maximum age and again after it', async () => {
    let clock = 0;
    const load = vi.fn(async () => settings);
    const get = cachedSettings(load, 60_000, () => clock);
    await Promise.all([get(), get()]);
    clock = 59_999;
    await get();
    expect(load).toHaveBeenCalledTimes(1);
    clock = 60_000;
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('throttled')).mockResolvedValue(settings);
    const get = cachedSettings(load, 60_000, () => 0);
    await expect(get()).rejects.toThrow('throttled');
    await expect(get()).resolves.toBe(settings);
  });
});
