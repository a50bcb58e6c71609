import { describe, expect, it } from 'vitest';
import {
  EXPORT_FAILURE_LABELS,
  EXPORT_STATUS_LABELS,
  EXPORT_STATUSES,
  EXPORT_TYPE_LABELS,
} from '../../../../shared/enums';
import { en } from '../../shared/i18n/locales/en';
import { it as italian } from '../../shared/i18n/locales/it';
import { isInProgress, jobKey, opensDownload } from './job-status';

describe('job status', () => {
  it('opens the download only for READY and DISCARDED', () => {
    const opening = EXPORT_STATUSES.filter((status) => opensDownload({ status }));
    expect(opening).toEqual(['READY', 'DISCARDED']);
  });

  it('is in progress while PENDING or WORKING', () => {
    expect(EXPORT_STATUSES.filter((status) => isInProgress({ status }))).toEqual(['WORKING', 'PENDING']);
  });

  it('keys a job by owner and name', () => {
    expect(jobKey({ userId: 'mario.rossi', fileName: 'logRichieste_20261122_1430' })).toBe(
      'mario.rossi/logRichieste_20261122_1430',
    );
  });
});

describe('catalogue', () => {
  it('shows the Italian labels of the spec', () => {
    expect(italian.extractions.options.executionStatus).toEqual(EXPORT_STATUS_LABELS);
    expect(italian.extractions.options.executionStatus.READY).toBe('DISPONIBILE');
    expect(italian.extractions.options.executionStatus.DISCARDED).toBe('IN SCARTO');
    expect(italian.extractions.options.exportType).toEqual(EXPORT_TYPE_LABELS);
    expect(italian.extractions.failures).toEqual(EXPORT_FAILURE_LABELS);
  });

  it('has an English text for every status, type and failure', () => {
    expect(Object.keys(en.extractions.options.executionStatus).sort()).toEqual(
      Object.keys(EXPORT_STATUS_LABELS).sort(),
    );
    expect(Object.keys(en.extractions.options.exportType).sort()).toEqual(Object.keys(EXPORT_TYPE_LABELS).sort());
    expect(Object.keys(en.extractions.failures).sort()).toEqual(Object.keys(EXPORT_FAILURE_LABELS).sort());
  });
});
