import { describe, expect, it } from 'vitest';
import { EXAMPLE_CONFIGURATION_FILE } from '../../../shared/decision/example-configuration';
import { blacklistsInForce, blacklistVersionIds } from './blacklists-in-force';
import type { BlacklistSlots, PrecheckSettings } from './precheck-facts';

const active = { id: 'r-1', membersId: 'r-1', validFrom: '2026-01-10T23:00:00.000Z' };
const published = { id: 'r-2', membersId: 'r-1', validFrom: '2026-03-15T23:00:00.000Z' };
const EMPTY: BlacklistSlots = { current: null, scheduled: null };

const settingsWith = (radiati: BlacklistSlots): PrecheckSettings => ({
  configuration: { id: 'c', version: 1, file: EXAMPLE_CONFIGURATION_FILE },
  blacklists: { RADIATI: radiati, CEDUTI: EMPTY },
});

describe('blacklistsInForce', () => {
  it.each([
    { label: 'no version at all', radiati: EMPTY, at: '2026-03-16T08:00:00.000Z', id: null },
    {
      label: 'only an active one',
      radiati: { current: active, scheduled: null },
      at: '2026-03-16T08:00:00.000Z',
      id: 'r-1',
    },
    {
      label: 'a publication before its midnight',
      radiati: { current: active, scheduled: published },
      at: '2026-03-15T22:59:59.999Z',
      id: 'r-1',
    },
    {
      label: 'a publication at its midnight',
      radiati: { current: active, scheduled: published },
      at: '2026-03-15T23:00:00.000Z',
      id: 'r-2',
    },
    {
      label: 'a first publication, not yet due',
      radiati: { current: null, scheduled: published },
      at: '2026-03-15T12:00:00.000Z',
      id: null,
    },
  ])('$label: $id', ({ radiati, at, id }) => {
    const inForce = blacklistsInForce(settingsWith(radiati), new Date(at));
    expect(blacklistVersionIds(inForce)).toEqual({ RADIATI: id, CEDUTI: null });
  });
});
