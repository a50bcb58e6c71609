import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../shared/constants';
import { createI18n } from '../../shared/i18n/create-i18n';
import { blacklistVersion } from '../../shared/testing/blacklist-versions';
import { failureText, statusText, validityDetailText, validityText } from './version-texts';

const tIn = (locale: Locale) => createI18n({ lng: locale }).t;

// Midnights in Italian time: 5 March 2026 (winter time, UTC+1) and 10 March 2026.
const MARCH_5 = '2026-03-04T23:00:00.000Z';
const MARCH_10 = '2026-03-09T23:00:00.000Z';

describe('the status of a version', () => {
  it.each<[Locale, Parameters<typeof blacklistVersion>, string, string | undefined]>([
    ['it', ['READY'], 'Caricata, da pubblicare', undefined],
    ['it', ['LOADING'], 'In caricamento', undefined],
    [
      'it',
      ['DISCARDING', { failure: 'NO_VALID_RECORDS' }],
      'Scartata',
      'Nessun record valido nel file: nessun codice fiscale o partita IVA corretti.',
    ],
    [
      'en',
      ['DISCARDING', { failure: 'TIMEOUT' }],
      'Discarded',
      'Loading interrupted: delete the list and upload it again.',
    ],
    ['en', ['PUBLISHED'], 'Published', undefined],
  ])('in %s, %j reads %s, failed because %s', (locale, args, status, failure) => {
    const version = blacklistVersion(...args);
    expect(statusText(version, tIn(locale))).toBe(status);
    expect(failureText(version, tIn(locale))).toBe(failure);
  });
});

describe('when a version is in force', () => {
  it.each<[string, Parameters<typeof blacklistVersion>, string, string]>([
    ['never published', ['READY'], '', 'Non pubblicata'],
    [
      'published, in force from the next midnight',
      ['PUBLISHED', { validFrom: MARCH_10 }],
      'In vigore dal 10/03/2026',
      'In vigore dal 10/03/2026 00:00:00',
    ],
    ['in force', ['ACTIVE', { validFrom: MARCH_5 }], 'In vigore dal 05/03/2026', 'In vigore dal 05/03/2026 00:00:00'],
    [
      'archived when the next one took effect',
      ['ARCHIVED', { validFrom: MARCH_5, validTo: MARCH_10 }],
      'Dal 05/03/2026 al 10/03/2026',
      'Dal 05/03/2026 00:00:00 al 10/03/2026 00:00:00',
    ],
    [
      'superseded before its midnight',
      ['ARCHIVED', { validFrom: MARCH_10, validTo: '2026-03-09T15:20:00.000Z' }],
      'Mai entrata in vigore',
      'Mai entrata in vigore: sostituita il 09/03/2026 16:20:00 da una pubblicazione successiva',
    ],
  ])('%s', (_case, args, table, detail) => {
    const version = blacklistVersion(...args);
    expect(validityText(version, tIn('it'))).toBe(table);
    expect(validityDetailText(version, tIn('it'))).toBe(detail);
  });

  it('reads in English too, with Italian dates', () => {
    const version = blacklistVersion('PUBLISHED', { validFrom: MARCH_10 });
    expect(validityText(version, tIn('en'))).toBe('In force from 10/03/2026');
  });
});
