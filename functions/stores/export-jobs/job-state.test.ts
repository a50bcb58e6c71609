import { describe, expect, it } from 'vitest';
import type { ExportStatus } from '../../../shared/enums';
import { MS_PER_DAY } from '../../../shared/italian-time';
import { BUCKETS } from '../../../shared/resources';
import type { ExportFilesFilters, ExportJob } from '../../../shared/schemas/exports';
import type { StoredJob } from './job';
import { isLeaseOver, matchesJobFilters, shownStatus, toExportJob } from './job-state';

const RETENTION_MS = BUCKETS.exports.expireAfterDays * MS_PER_DAY;
const MAX_ATTEMPTS = 3;
const NOW = new Date('2026-07-15T10:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();

function storedJob(overrides: Partial<StoredJob> = {}): StoredJob {
  return {
    userId: 'user-1',
    fileName: 'logRichieste_20260715_1200',
    exportType: 'REQUEST_LOG',
    requestDate: at(-3600 * 1000),
    status: 'PENDING',
    fileSeparator: ';',
    note: null,
    filters: {},
    markets: [],
    recordCount: null,
    failure: null,
    attempts: 0,
    leaseUntil: null,
    objectKey: 'user-1/logRichieste_20260715_1200.zip',
    updatedAt: at(-3600 * 1000),
    ...overrides,
  };
}

function exportJob(overrides: Partial<ExportJob> = {}): ExportJob {
  return {
    fileName: 'logRichieste_20260715_1200',
    exportType: 'REQUEST_LOG',
    requestDate: '2026-07-15T10:00:00.000Z',
    recordCount: 10,
    userId: 'user-1',
    status: 'READY',
    downloadable: true,
    note: null,
    failure: null,
    filters: {},
    ...overrides,
  };
}

describe('shownStatus', () => {
  it.each<[string, Partial<StoredJob>, ExportStatus]>([
    ['READY, just requested', { status: 'READY', requestDate: at(-1000) }, 'READY'],
    ['READY, one day old', { status: 'READY', requestDate: at(-MS_PER_DAY) }, 'READY'],
    ['READY, exactly the retention old (not older)', { status: 'READY', requestDate: at(-RETENTION_MS) }, 'READY'],
    ['READY, 1 ms past the retention', { status: 'READY', requestDate: at(-RETENTION_MS - 1) }, 'DISCARDED'],
    ['READY, a year old', { status: 'READY', requestDate: at(-365 * MS_PER_DAY) }, 'DISCARDED'],
    ['WORKING, last attempt, lease over', { status: 'WORKING', attempts: MAX_ATTEMPTS, leaseUntil: at(-1) }, 'ERROR'],
    [
      'WORKING, past the last attempt, lease over',
      { status: 'WORKING', attempts: MAX_ATTEMPTS + 1, leaseUntil: at(-MS_PER_DAY) },
      'ERROR',
    ],
    [
      'WORKING, before the last attempt, lease over (a retry is coming)',
      { status: 'WORKING', attempts: MAX_ATTEMPTS - 1, leaseUntil: at(-MS_PER_DAY) },
      'WORKING',
    ],
    ['WORKING, first attempt, lease over', { status: 'WORKING', attempts: 1, leaseUntil: at(-1) }, 'WORKING'],
    [
      'WORKING, last attempt, lease not over',
      { status: 'WORKING', attempts: MAX_ATTEMPTS, leaseUntil: at(60_000) },
      'WORKING',
    ],
    [
      'WORKING, last attempt, lease ends exactly now',
      { status: 'WORKING', attempts: MAX_ATTEMPTS, leaseUntil: at(0) },
      'WORKING',
    ],
    ['WORKING, last attempt, no lease', { status: 'WORKING', attempts: MAX_ATTEMPTS, leaseUntil: null }, 'WORKING'],
    ['PENDING', { status: 'PENDING' }, 'PENDING'],
    ['PENDING, old', { status: 'PENDING', requestDate: at(-365 * MS_PER_DAY) }, 'PENDING'],
    [
      'PENDING with an old lease on the last attempt',
      { status: 'PENDING', attempts: MAX_ATTEMPTS, leaseUntil: at(-MS_PER_DAY) },
      'PENDING',
    ],
    ['ERROR', { status: 'ERROR', failure: 'FAILED' }, 'ERROR'],
    ['ERROR, old', { status: 'ERROR', failure: 'FAILED', requestDate: at(-365 * MS_PER_DAY) }, 'ERROR'],
  ])('%s → %s', (_case, overrides, expected) => {
    expect(shownStatus(storedJob(overrides), NOW, MAX_ATTEMPTS)).toBe(expected);
  });
});

describe('isLeaseOver', () => {
  it.each<[string, string | null, boolean]>([
    ['no lease', null, false],
    ['lease in the future', at(1), false],
    ['lease ending now', at(0), false],
    ['lease ended 1 ms ago', at(-1), true],
  ])('%s → %s', (_case, leaseUntil, expected) => {
    expect(isLeaseOver(storedJob({ status: 'WORKING', leaseUntil }), NOW)).toBe(expected);
  });
});

describe('toExportJob', () => {
  it('copies the shown fields and drops the stored-only ones', () => {
    const job = storedJob({
      status: 'READY',
      recordCount: 42,
      note: 'per il controllo',
      exportType: 'CUSTOMER',
      fileName: 'clienti_x',
      filters: { market: ['L'] },
    });
    expect(toExportJob(job, NOW, MAX_ATTEMPTS)).toEqual({
      fileName: 'clienti_x',
      exportType: 'CUSTOMER',
      requestDate: job.requestDate,
      recordCount: 42,
      userId: 'user-1',
      status: 'READY',
      downloadable: true,
      note: 'per il controllo',
      failure: null,
      filters: { market: ['L'] },
    });
  });

  it.each<[string, Partial<StoredJob>, Pick<ExportJob, 'status' | 'downloadable' | 'failure'>]>([
    ['READY', { status: 'READY' }, { status: 'READY', downloadable: true, failure: null }],
    [
      'READY past the retention',
      { status: 'READY', requestDate: at(-RETENTION_MS - 1) },
      { status: 'DISCARDED', downloadable: false, failure: null },
    ],
    ['PENDING', { status: 'PENDING' }, { status: 'PENDING', downloadable: false, failure: null }],
    [
      'WORKING with a lease',
      { status: 'WORKING', attempts: 1, leaseUntil: at(60_000) },
      { status: 'WORKING', downloadable: false, failure: null },
    ],
    [
      'WORKING with a stale failure from an earlier attempt, retry coming',
      { status: 'WORKING', attempts: 1, leaseUntil: at(-1), failure: 'FAILED' },
      { status: 'WORKING', downloadable: false, failure: null },
    ],
    [
      'ERROR with a stored failure',
      { status: 'ERROR', failure: 'TOO_LARGE' },
      { status: 'ERROR', downloadable: false, failure: 'TOO_LARGE' },
    ],
    [
      'ERROR with no stored failure',
      { status: 'ERROR', failure: null },
      { status: 'ERROR', downloadable: false, failure: 'INTERRUPTED' },
    ],
    [
      'WORKING shown ERROR (lease over on the last attempt), no stored failure',
      { status: 'WORKING', attempts: MAX_ATTEMPTS, leaseUntil: at(-1) },
      { status: 'ERROR', downloadable: false, failure: 'INTERRUPTED' },
    ],
    [
      'WORKING shown ERROR, with a failure stored by an earlier attempt',
      { status: 'WORKING', attempts: MAX_ATTEMPTS, leaseUntil: at(-1), failure: 'TIMEOUT' },
      { status: 'ERROR', downloadable: false, failure: 'TIMEOUT' },
    ],
    [
      'READY with a leftover failure',
      { status: 'READY', failure: 'FAILED' },
      { status: 'READY', downloadable: true, failure: null },
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(toExportJob(storedJob(overrides), NOW, MAX_ATTEMPTS)).toMatchObject(expected);
  });
});

describe('matchesJobFilters', () => {
  it.each<[string, Partial<ExportJob>, ExportFilesFilters, boolean]>([
    ['no filters', {}, {}, true],
    ['empty arrays mean all', {}, { executionStatus: [], exportType: [] }, true],
    ['empty file name means all', {}, { fileName: '' }, true],
    ['whitespace-only file name means all', {}, { fileName: '   ' }, true],
    ['file name contained', { fileName: 'logRichieste_20260715' }, { fileName: 'Richieste' }, true],
    ['file name, other case', { fileName: 'logRichieste_20260715' }, { fileName: 'LOGRICHIESTE' }, true],
    ['file name, trimmed', { fileName: 'logRichieste_20260715' }, { fileName: '  richieste_2026 ' }, true],
    ['file name not contained', { fileName: 'logRichieste_20260715' }, { fileName: 'clienti' }, false],
    [
      'file name with inner space is not trimmed inside',
      { fileName: 'logRichieste_20260715' },
      { fileName: 'log Richieste' },
      false,
    ],
    ['status among', { status: 'READY' }, { executionStatus: ['ERROR', 'READY'] }, true],
    ['status not among', { status: 'PENDING' }, { executionStatus: ['ERROR', 'READY'] }, false],
    ['derived status among', { status: 'DISCARDED' }, { executionStatus: ['DISCARDED'] }, true],
    ['type among', { exportType: 'CUSTOMER' }, { exportType: ['CUSTOMER', 'ENRICHER'] }, true],
    ['type not among', { exportType: 'WHITELIST' }, { exportType: ['CUSTOMER', 'ENRICHER'] }, false],
    [
      'every filter matches',
      { fileName: 'clienti_1', status: 'READY', exportType: 'CUSTOMER', requestDate: '2026-07-15T10:00:00Z' },
      {
        fileName: 'CLIENTI',
        executionStatus: ['READY'],
        exportType: ['CUSTOMER'],
        dateRange: { startDate: '2026-07-15', endDate: '2026-07-15' },
      },
      true,
    ],
    [
      'one filter out of four fails',
      { fileName: 'clienti_1', status: 'READY', exportType: 'CUSTOMER', requestDate: '2026-07-15T10:00:00Z' },
      {
        fileName: 'CLIENTI',
        executionStatus: ['READY'],
        exportType: ['AGENCY'],
        dateRange: { startDate: '2026-07-15', endDate: '2026-07-15' },
      },
      false,
    ],
  ])('%s → %s', (_case, job, filters, expected) => {
    expect(matchesJobFilters(exportJob(job), filters)).toBe(expected);
  });

  const july = { startDate: '2026-07-01', endDate: '2026-07-31' };
  const january = { startDate: '2026-01-01', endDate: '2026-01-31' };
  it.each<[string, string, { startDate: string; endDate: string }, boolean]>([
    ['mid-range', '2026-07-15T10:00:00Z', july, true],
    // Summer: Italy is UTC+2.
    ['summer, 23:30 UTC on the last day is 01:30 of the next Italian day', '2026-07-31T23:30:00Z', july, false],
    ['summer, 21:59 UTC on the last day is 23:59 in Italy', '2026-07-31T21:59:59Z', july, true],
    ['summer, 22:00 UTC on the last day is the next Italian midnight', '2026-07-31T22:00:00Z', july, false],
    ['summer, 22:30 UTC the day before the first is 00:30 of the first', '2026-06-30T22:30:00Z', july, true],
    ['summer, 21:30 UTC the day before the first is still the day before', '2026-06-30T21:30:00Z', july, false],
    // Winter: Italy is UTC+1.
    ['winter, 23:30 UTC on the last day is 00:30 of the next Italian day', '2026-01-31T23:30:00Z', january, false],
    ['winter, 22:30 UTC on the last day is 23:30 in Italy', '2026-01-31T22:30:00Z', january, true],
    ['winter, 23:00 UTC the day before the first is midnight of the first', '2025-12-31T23:00:00Z', january, true],
    ['winter, 22:59 UTC the day before the first is the day before', '2025-12-31T22:59:59Z', january, false],
    ['one-day range', '2026-07-15T05:00:00Z', { startDate: '2026-07-15', endDate: '2026-07-15' }, true],
    ['before the range', '2026-06-15T10:00:00Z', july, false],
    ['after the range', '2026-08-15T10:00:00Z', july, false],
  ])('dateRange: %s', (_case, requestDate, dateRange, expected) => {
    expect(matchesJobFilters(exportJob({ requestDate }), { dateRange })).toBe(expected);
  });
});
