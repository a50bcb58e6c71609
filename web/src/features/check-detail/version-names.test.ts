import { describe, expect, it } from 'vitest';
import type { BlacklistVersionName, ConfigurationVersionName } from '../../../../shared/schemas/check-detail';
import { createI18n } from '../../shared/i18n/create-i18n';
import { blacklistName, configurationName, recordedBlacklistName, recordedConfigurationName } from './version-names';

const italian = createI18n({ lng: 'it' }).t;
const english = createI18n({ lng: 'en' }).t;

const configuration: ConfigurationVersionName = {
  id: 'demo-configuration-0',
  version: 2,
  status: 'ARCHIVED',
  validityStartDate: '2025-06-01T00:00:00.000Z',
  validityEndDate: '2025-12-31T23:00:00.000Z',
  publicationUser: 'mario.rossi',
  note: 'Prima configurazione',
};
const list: BlacklistVersionName = {
  id: '20251215-093000-0a000002',
  filename: 'radiati_dicembre_2025',
  status: 'ACTIVE',
  validFrom: '2025-12-16T23:00:00.000Z',
  validTo: null,
};
const NOW = '2026-03-01T10:00:00.000Z';

describe('a configuration by its id, as the audit trail names it, with its validity', () => {
  it.each([
    [
      italian,
      'Versione demo-configuration-0, in vigore dal 01/06/2025 al 01/01/2026, pubblicata da mario.rossi',
      'Versione 20261202-101500-0a1b2c3d, in aggiornamento, non ancora pubblicata',
      'Versione 20261202-101500-0a1b2c3d, mai entrata in vigore',
      'Versione demo-configuration-9, non più presente',
    ],
    [
      english,
      'Version demo-configuration-0, in force from 01/06/2025 to 01/01/2026, published by mario.rossi',
      'Version 20261202-101500-0a1b2c3d, being prepared, not published yet',
      'Version 20261202-101500-0a1b2c3d, never in force',
      'Version demo-configuration-9, no longer stored',
    ],
  ])('published, a draft, never in force, no longer stored: %#', (t, published, draft, never, gone) => {
    expect(configurationName(configuration, t)).toBe(published);
    const unpublished = { ...configuration, id: '20261202-101500-0a1b2c3d', validityStartDate: null };
    expect(configurationName({ ...unpublished, status: 'UPDATING' }, t)).toBe(draft);
    expect(configurationName(unpublished, t)).toBe(never);
    expect(recordedConfigurationName(configuration, 'demo-configuration-0', t)).toBe(published);
    expect(recordedConfigurationName(null, 'demo-configuration-9', t)).toBe(gone);
  });

  it('in force to date, by no one named', () => {
    const current = { ...configuration, status: 'CURRENT' as const, validityEndDate: null, publicationUser: null };
    expect(configurationName(current, italian)).toBe('Versione demo-configuration-0, in vigore dal 01/06/2025 a oggi');
  });

  it('is no text when the check records no configuration: the field is left out', () => {
    expect(recordedConfigurationName(null, null, italian)).toBeUndefined();
    expect(recordedConfigurationName(null, undefined, english)).toBeUndefined();
  });
});

describe('a black-list version by its file and id, with its validity', () => {
  it.each([
    [
      italian,
      'radiati_dicembre_2025 (versione 20251215-093000-0a000002), in vigore dal 17/12/2025 a oggi',
      'radiati_dicembre_2025 (versione 20251215-093000-0a000002), pubblicata, in vigore dal 02/03/2026',
      'radiati_dicembre_2025 (versione 20251215-093000-0a000002), caricata e non ancora pubblicata',
    ],
    [
      english,
      'radiati_dicembre_2025 (version 20251215-093000-0a000002), in force from 17/12/2025 to date',
      'radiati_dicembre_2025 (version 20251215-093000-0a000002), published, in force from 02/03/2026',
      'radiati_dicembre_2025 (version 20251215-093000-0a000002), loaded and not published yet',
    ],
  ])('in force, published for tomorrow, loaded: %#', (t, inForce, tomorrow, loaded) => {
    expect(blacklistName(list, t, NOW)).toBe(inForce);
    expect(blacklistName({ ...list, status: 'PUBLISHED', validFrom: '2026-03-01T23:00:00.000Z' }, t, NOW)).toBe(
      tomorrow,
    );
    expect(blacklistName({ ...list, status: 'READY', validFrom: null }, t, NOW)).toBe(loaded);
  });

  it.each([
    [italian, 'Nessuna versione in vigore', 'Versione 20250602-093000-0a000001, non più presente'],
    [english, 'No version in force', 'Version 20250602-093000-0a000001, no longer stored'],
  ])('as a row records it: none in force, one no longer stored, none recorded: %#', (t, none, gone) => {
    const recorded = { RADIATI: '20250602-093000-0a000001', CEDUTI: null };
    expect(recordedBlacklistName('RADIATI', list, recorded, t, NOW)).toBe(blacklistName(list, t, NOW));
    expect(recordedBlacklistName('CEDUTI', null, recorded, t)).toBe(none);
    expect(recordedBlacklistName('RADIATI', null, recorded, t)).toBe(gone);
    // A check older than the record of its black-list versions: nothing is known, so nothing is said.
    expect(recordedBlacklistName('RADIATI', null, null, t)).toBeUndefined();
    expect(recordedBlacklistName('CEDUTI', null, undefined, t)).toBeUndefined();
  });
});
