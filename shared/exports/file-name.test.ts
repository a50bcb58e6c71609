import { describe, expect, it } from 'vitest';
import { EXPORT_TYPES, type ExportType } from '../enums';
import {
  defaultExportFileName,
  EXPORT_FILE_NAME_MAX_LENGTH,
  EXPORT_FILE_PREFIXES,
  sanitiseExportFileName,
} from './file-name';

describe('defaultExportFileName', () => {
  const instant = new Date('2026-11-22T13:30:00Z');
  it.each<[ExportType, string]>([
    ['REQUEST_LOG', 'logRichieste_20261122_1430'],
    ['GROUPED_REQUEST_LOG', 'praticheAggregate_20261122_1430'],
    ['CUSTOMER', 'clienti_20261122_1430'],
    ['ENRICHER', 'arricchitore_20261122_1430'],
    ['WHITELIST', 'WHITELIST_20261122_1430'],
    ['AGENCY', 'AGENCY_20261122_1430'],
    ['BLACKLIST', 'BLACKLIST_20261122_1430'],
  ])('%s → %s', (type, expected) => {
    expect(defaultExportFileName(type, instant)).toBe(expected);
  });

  it('has a prefix for every export type', () => {
    expect(Object.keys(EXPORT_FILE_PREFIXES).sort()).toEqual([...EXPORT_TYPES].sort());
  });

  it.each([...EXPORT_TYPES])('the default name for %s is left unchanged by the sanitiser', (type) => {
    const name = defaultExportFileName(type, instant);
    expect(sanitiseExportFileName(name)).toBe(name);
  });
});

describe('sanitiseExportFileName', () => {
  it.each([
    ['a plain name', 'report_2026-01.v2', 'report_2026-01.v2'],
    ['a slash', 'a/b', 'a_b'],
    ['a backslash', 'a\\b', 'a_b'],
    ['a path climbing up', '../../etc/passwd', '_.._etc_passwd'],
    ['a Windows path', 'C:\\Users\\x', 'C_Users_x'],
    ['an absolute path', '/etc/passwd', '_etc_passwd'],
    ['a space', 'my report', 'my_report'],
    ['several spaces', 'my    report', 'my_report'],
    ['a trailing space', 'report ', 'report_'],
    ['leading whitespace is stripped, not replaced', '   report', 'report'],
    ['leading tabs and newlines are stripped', '\t\n report', 'report'],
    ['accents', 'Società', 'Societ_'],
    ['an accent and a space form one run', 'caffè latte', 'caff_latte'],
    ['an emoji (two UTF-16 units) becomes one underscore', 'a😀b', 'a_b'],
    ['a run of mixed bad characters', 'a :*?"<>|b', 'a_b'],
    ['bad characters around a kept dot stay two runs', 'a ! . ! b', 'a_._b'],
    ['a leading dot', '.hidden', 'hidden'],
    ['leading dots', '...hidden', 'hidden'],
    ['leading dots after whitespace', '  ..hidden', 'hidden'],
    ['inner and trailing dots are kept', 'a..b.', 'a..b.'],
    ['only dots', '...', ''],
    ['only whitespace', '   ', ''],
    ['empty', '', ''],
    ['dash and underscore are kept', '-_-', '-_-'],
  ])('%s: %j → %j', (_case, typed, expected) => {
    expect(sanitiseExportFileName(typed)).toBe(expected);
  });

  it.each([
    ['exactly the maximum', 'a'.repeat(EXPORT_FILE_NAME_MAX_LENGTH), 'a'.repeat(EXPORT_FILE_NAME_MAX_LENGTH)],
    ['one over the maximum', 'a'.repeat(EXPORT_FILE_NAME_MAX_LENGTH + 1), 'a'.repeat(EXPORT_FILE_NAME_MAX_LENGTH)],
    ['far over the maximum', 'b'.repeat(400), 'b'.repeat(EXPORT_FILE_NAME_MAX_LENGTH)],
    [
      'leading whitespace and dots do not count towards the length',
      `  ..${'c'.repeat(EXPORT_FILE_NAME_MAX_LENGTH)}`,
      'c'.repeat(EXPORT_FILE_NAME_MAX_LENGTH),
    ],
    [
      'the length is counted after runs are collapsed',
      `${'d '.repeat(EXPORT_FILE_NAME_MAX_LENGTH)}`,
      'd_'.repeat(EXPORT_FILE_NAME_MAX_LENGTH / 2),
    ],
  ])('%s', (_case, typed, expected) => {
    const sanitised = sanitiseExportFileName(typed);
    expect(sanitised).toBe(expected);
    expect(sanitised.length).toBeLessThanOrEqual(EXPORT_FILE_NAME_MAX_LENGTH);
  });

  it.each(['../a b', '  .x/y', 'Società Caffè', '...', `${'e '.repeat(200)}`])('is idempotent on %j', (typed) => {
    const once = sanitiseExportFileName(typed);
    expect(sanitiseExportFileName(once)).toBe(once);
  });
});
