import { describe, expect, it } from 'vitest';
import { BLACKLIST_LOAD_FAILURE_LABELS, EXPORT_FAILURE_LABELS } from '../enums';
import {
  blacklistLoadReason,
  jobFailureReason,
  SYSTEM_REASON_CODES,
  SYSTEM_REASONS,
  systemReason,
} from './system-reasons';

describe("the system's reason codes", () => {
  it.each([
    ['a job failed', jobFailureReason('FAILED'), 'JOB_FAILED', EXPORT_FAILURE_LABELS.FAILED],
    ['a job over its time', jobFailureReason('TIMEOUT'), 'JOB_TIMEOUT', EXPORT_FAILURE_LABELS.TIMEOUT],
    ['a job too large', jobFailureReason('TOO_LARGE'), 'JOB_TOO_LARGE', EXPORT_FAILURE_LABELS.TOO_LARGE],
    ['a job never queued', jobFailureReason('NOT_QUEUED'), 'JOB_NOT_QUEUED', EXPORT_FAILURE_LABELS.NOT_QUEUED],
    ['a job interrupted', jobFailureReason('INTERRUPTED'), 'JOB_INTERRUPTED', EXPORT_FAILURE_LABELS.INTERRUPTED],
    [
      'a black-list file without a valid row',
      blacklistLoadReason('NO_VALID_RECORDS'),
      'BLACKLIST_LOAD_NO_VALID_RECORDS',
      BLACKLIST_LOAD_FAILURE_LABELS.NO_VALID_RECORDS,
    ],
    [
      'a black-list load failed',
      blacklistLoadReason('LOAD_FAILED'),
      'BLACKLIST_LOAD_LOAD_FAILED',
      BLACKLIST_LOAD_FAILURE_LABELS.LOAD_FAILED,
    ],
    [
      'a black-list load over its time',
      blacklistLoadReason('TIMEOUT'),
      'BLACKLIST_LOAD_TIMEOUT',
      BLACKLIST_LOAD_FAILURE_LABELS.TIMEOUT,
    ],
    [
      'a customer feed refused whole',
      systemReason('CUSTOMER_FEED_UNREADABLE'),
      'CUSTOMER_FEED_UNREADABLE',
      SYSTEM_REASONS.CUSTOMER_FEED_UNREADABLE,
    ],
  ])('%s: its code and the words its screen shows', (_case, reason, reasonCode, words) => {
    expect(reason).toEqual({ reasonCode, reason: words });
  });

  it('has one code for each failure of a job and of a black-list load, and the feed’s', () => {
    expect(SYSTEM_REASON_CODES).toHaveLength(
      Object.keys(EXPORT_FAILURE_LABELS).length + Object.keys(BLACKLIST_LOAD_FAILURE_LABELS).length + 1,
    );
    for (const code of SYSTEM_REASON_CODES) expect(SYSTEM_REASONS[code], code).toMatch(/\S/);
  });
});
