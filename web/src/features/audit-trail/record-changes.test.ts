import { describe, expect, it } from 'vitest';
import { exampleAuditRecord } from '../../../../shared/audit/example-audit-record';
import { EXAMPLE_CONFIGURATION_FILE } from '../../../../shared/decision/example-configuration';
import type { AuditRecordRow } from '../../../../shared/schemas/audit';
import { checksLink, configurationFiles, configurationVersions, fieldChanges } from './record-changes';

const record = (changes: Partial<AuditRecordRow>) =>
  exampleAuditRecord({ body: null, before: null, after: null, ...changes });

describe('fieldChanges', () => {
  it.each([
    [
      'a renamed agency',
      { code: 'AG1', name: 'Vecchia' },
      { code: 'AG1', name: 'Nuova' },
      [['name', 'Vecchia', 'Nuova']],
    ],
    ['something created', null, { code: 'AG1' }, [['code', null, 'AG1']]],
    ['something deleted', { code: 'AG1' }, null, [['code', 'AG1', null]]],
    [
      'nested fields, by their path',
      { version: { status: 'READY', changes: { added: 3 } } },
      { version: { status: 'PUBLISHED', changes: { added: 3 } } },
      [['version.status', 'READY', 'PUBLISHED']],
    ],
    ['an array is one value', { reasons: ['A'] }, { reasons: ['A', 'B'] }, [['reasons', ['A'], ['A', 'B']]]],
    [
      'a digest is one value',
      { data: { sha256: 'aa', bytes: 1 } },
      { data: { sha256: 'bb', bytes: 2 } },
      [['data', { sha256: 'aa', bytes: 1 }, { sha256: 'bb', bytes: 2 }]],
    ],
    ['nothing different', { a: 1 }, { a: 1 }, []],
  ])('%s', (_case, before, after, expected) => {
    expect(fieldChanges(before, after).map((change) => [change.field, change.before, change.after])).toEqual(expected);
  });
});

describe('configurationFiles', () => {
  const edited = { ...EXAMPLE_CONFIGURATION_FILE, whitelistValidityDaysParam: 120 };
  const version = (file: unknown) => ({ version: { id: 'v', configurationFile: file } });

  it('an edit: the version before and after', () => {
    const files = configurationFiles(
      record({ entityType: 'CONFIGURATION', before: version(EXAMPLE_CONFIGURATION_FILE), after: version(edited) }),
    );
    expect(files).toEqual({ from: EXAMPLE_CONFIGURATION_FILE, to: edited });
  });

  it('a publication: from the version it replaced in force to the new one', () => {
    const files = configurationFiles(
      record({
        entityType: 'CONFIGURATION',
        before: { ...version(edited), current: { id: 'c', configurationFile: EXAMPLE_CONFIGURATION_FILE } },
        after: version(edited),
      }),
    );
    expect(files).toEqual({ from: EXAMPLE_CONFIGURATION_FILE, to: edited });
  });

  it.each([
    ['another entity', record({ before: version(edited), after: version(edited) })],
    ['a refusal, with nothing before or after', record({ entityType: 'CONFIGURATION' })],
    [
      'a file kept as its digest',
      record({ entityType: 'CONFIGURATION', before: { sha256: 'a', bytes: 9 }, after: version(edited) }),
    ],
  ])('none for %s', (_case, given) => {
    expect(configurationFiles(given)).toBeUndefined();
  });
});

describe('configurationVersions', () => {
  const version = (id: string, status: string) => ({ id, status, configurationFile: EXAMPLE_CONFIGURATION_FILE });
  it.each([
    [
      'a publication: the draft before and after, and the version it replaced in force',
      {
        before: { version: version('cfg-7', 'UPDATING'), current: version('cfg-6', 'CURRENT') },
        after: { version: version('cfg-7', 'CURRENT'), archived: version('cfg-6', 'ARCHIVED') },
      },
      { before: { id: 'cfg-7', status: 'UPDATING' }, after: { id: 'cfg-7', status: 'CURRENT' }, replaced: 'cfg-6' },
    ],
    [
      'an edit of the version in force: a new draft from it',
      { before: { version: version('cfg-6', 'CURRENT') }, after: { version: version('cfg-8', 'UPDATING') } },
      { before: { id: 'cfg-6', status: 'CURRENT' }, after: { id: 'cfg-8', status: 'UPDATING' } },
    ],
    ['a refusal: none', { before: null, after: null }, undefined],
    ['a version kept as its digest: none', { before: { sha256: 'a', bytes: 9 }, after: null }, undefined],
  ])('%s', (_case, sides, expected) => {
    expect(configurationVersions(record({ entityType: 'CONFIGURATION', ...sides }))).toEqual(expected);
  });

  it('none for another entity', () => {
    expect(configurationVersions(record({ before: { version: version('v', 'READY') } }))).toBeUndefined();
  });
});

describe('checksLink', () => {
  const TODAY = '2026-11-24';
  it.each([
    [
      'a configuration published: its id, from the day it came into force',
      record({
        route: 'publishUpdatingConfiguration',
        entityType: 'CONFIGURATION',
        after: { version: { id: 'cfg-7', validityStartDate: '2026-11-20T10:00:00.000Z' } },
      }),
      '/admin/dossierList?configurationId=cfg-7&dateRange=2026-11-20..2026-11-24',
    ],
    [
      'a black list published for tonight: from today',
      record({
        route: 'publishBlacklist',
        entityType: 'BLACKLIST',
        after: { version: { id: 'bl-3', validFrom: '2026-11-24T23:00:00.000Z' } },
      }),
      '/admin/dossierList?blacklistVersion=bl-3&dateRange=2026-11-24..2026-11-24',
    ],
    [
      'the midnight switch: the version it put in force',
      record({
        route: 'blacklistSwitch',
        entityType: 'BLACKLIST',
        user: 'SYSTEM',
        after: { current: { id: 'bl-3', validFrom: '2026-11-21T23:00:00.000Z' } },
      }),
      '/admin/dossierList?blacklistVersion=bl-3&dateRange=2026-11-22..2026-11-24',
    ],
  ])('%s', (_case, given, href) => {
    expect(checksLink(given, TODAY)?.href).toBe(href);
  });

  it.each([
    ['an edit', record({ route: 'updateConfiguration', after: { version: { id: 'x' } } })],
    ['a refused publication', record({ route: 'publishBlacklist', outcome: 'REFUSED' })],
    ['a publication with no version recorded', record({ route: 'publishBlacklist', after: null })],
  ])('none for %s', (_case, given) => {
    expect(checksLink(given, TODAY)).toBeUndefined();
  });
});
