import { describe, expect, it } from 'vitest';
import type { BlacklistStatus } from '../enums';
import type { BlacklistVersion } from '../schemas/blacklist';
import { BLACKLIST_LOAD_DEADLINE_MS, shownBlacklistVersion } from './shown-version';

const STARTED = '2026-11-24T15:00:00.000Z';
const MINUTE_MS = 60_000;
const elapsedBy = (ms: number) => new Date(Date.parse(STARTED) + ms);

const version = (status: BlacklistStatus): BlacklistVersion => ({
  id: '20261124-150000-abcdef01',
  kind: 'RADIATI',
  filename: 'radiati',
  statusUpdateDate: STARTED,
  loadedRecords: 0,
  discardedRecords: 0,
  status,
  note: null,
  userId: 'mario.rossi',
  version: 1,
  updatedBy: 'mario.rossi',
  updatedAt: STARTED,
  publicationUser: null,
  validFrom: null,
  validTo: null,
  parentId: null,
  membersId: '20261124-150000-abcdef01',
  changes: null,
  failure: null,
  downloadName: 'BlackList_RADIATI_20261124-150000-abcdef01',
});

describe('BLACKLIST_LOAD_DEADLINE_MS', () => {
  it('is every delivery of the queue using its whole visibility timeout: 3 × 30 minutes', () => {
    expect(BLACKLIST_LOAD_DEADLINE_MS).toBe(90 * MINUTE_MS);
  });
});

describe('shownBlacklistVersion', () => {
  it.each([
    ['just uploaded', 0],
    ['loading for an hour', 60 * MINUTE_MS],
    ['one millisecond before the deadline', BLACKLIST_LOAD_DEADLINE_MS - 1],
  ])('a LOADING version %s is shown as stored', (_case, elapsed) => {
    const loading = version('LOADING');
    expect(shownBlacklistVersion(loading, elapsedBy(elapsed))).toBe(loading);
  });

  it.each([
    ['at the deadline', BLACKLIST_LOAD_DEADLINE_MS],
    ['a day later', 24 * 60 * MINUTE_MS],
  ])('a LOADING version %s is shown as the failed load it is: DISCARDING, TIMEOUT', (_case, elapsed) => {
    const loading = version('LOADING');
    expect(shownBlacklistVersion(loading, elapsedBy(elapsed))).toStrictEqual({
      ...loading,
      status: 'DISCARDING',
      failure: 'TIMEOUT',
    });
  });

  it.each<BlacklistStatus>(['READY', 'DISCARDING', 'PUBLISHED', 'ACTIVE', 'ARCHIVED'])(
    'a %s version is shown as stored, however old',
    (status) => {
      const stored = version(status);
      expect(shownBlacklistVersion(stored, elapsedBy(30 * 24 * 60 * MINUTE_MS))).toBe(stored);
    },
  );

  it('keeps the failure a worker recorded on a DISCARDING version', () => {
    const failed = { ...version('DISCARDING'), failure: 'NO_VALID_RECORDS' as const };
    expect(shownBlacklistVersion(failed, elapsedBy(BLACKLIST_LOAD_DEADLINE_MS * 2)).failure).toBe('NO_VALID_RECORDS');
  });
});
