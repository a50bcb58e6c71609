import type { ExportStatus } from '../../../shared/enums';
import { MS_PER_DAY, romeDay } from '../../../shared/italian-time';
import { BUCKETS } from '../../../shared/resources';
import type { ExportFilesFilters, ExportJob } from '../../../shared/schemas/exports';
import type { StoredJob } from './job';

/** A READY file older than the exports bucket's retention has been deleted by its lifecycle rule. */
const RETENTION_MS = BUCKETS.exports.expireAfterDays * MS_PER_DAY;

/**
 * The status a job shows at `now`. The worker stores PENDING, WORKING, READY and ERROR; two are derived:
 * - a READY job older than the bucket's retention is DISCARDED (its file is gone);
 * - a WORKING job whose lease ran out on its last attempt is ERROR: the worker died and no retry is
 *   left (the message is in the dead-letter queue), so it is never shown WORKING forever.
 */
export function shownStatus(job: StoredJob, now: Date, maxAttempts: number): ExportStatus {
  if (job.status === 'READY' && now.getTime() - Date.parse(job.requestDate) > RETENTION_MS) return 'DISCARDED';
  if (job.status === 'WORKING' && job.attempts >= maxAttempts && isLeaseOver(job, now)) return 'ERROR';
  return job.status;
}

export const isLeaseOver = (job: StoredJob, now: Date) =>
  job.leaseUntil !== null && Date.parse(job.leaseUntil) < now.getTime();

/** A stored job as the job list and the calls answer it. */
export function toExportJob(job: StoredJob, now: Date, maxAttempts: number): ExportJob {
  const status = shownStatus(job, now, maxAttempts);
  return {
    fileName: job.fileName,
    exportType: job.exportType,
    requestDate: job.requestDate,
    recordCount: job.recordCount,
    userId: job.userId,
    status,
    downloadable: status === 'READY',
    note: job.note,
    failure: status === 'ERROR' ? (job.failure ?? 'INTERRUPTED') : null,
    filters: job.filters,
  };
}

/** The job list's filters on a shown job: name contains (any case), status and type among, Italian day in range. */
export function matchesJobFilters(job: ExportJob, filters: ExportFilesFilters): boolean {
  const name = filters.fileName?.trim().toLowerCase();
  if (name && !job.fileName.toLowerCase().includes(name)) return false;
  if (filters.executionStatus?.length && !filters.executionStatus.includes(job.status)) return false;
  if (filters.exportType?.length && !filters.exportType.includes(job.exportType)) return false;
  if (filters.dateRange) {
    const day = romeDay(job.requestDate);
    if (day < filters.dateRange.startDate || day > filters.dateRange.endDate) return false;
  }
  return true;
}
