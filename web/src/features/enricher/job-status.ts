import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { ExportStatus } from '../../../../shared/enums';
import type { ExportJob } from '../../../../shared/schemas/exports';

/** How each status looks: the worker's progress reads as progress, a discarded file as stopped. */
export const STATUS_INDICATOR: Readonly<Record<ExportStatus, StatusIndicatorProps.Type>> = {
  READY: 'success',
  WORKING: 'in-progress',
  PENDING: 'pending',
  ERROR: 'error',
  DISCARDED: 'stopped',
};

/**
 * Spec section 2: a row opens the download confirm only when READY or DISCARDED. A DISCARDED job is
 * offered too, so the user learns from the modal (and the server's refusal) that its file is gone.
 */
export function opensDownload(job: Pick<ExportJob, 'status'>): boolean {
  return job.status === 'READY' || job.status === 'DISCARDED';
}

/** A job is still moving while the worker has not finished with it. */
export function isInProgress(job: Pick<ExportJob, 'status'>): boolean {
  return job.status === 'PENDING' || job.status === 'WORKING';
}

/** Jobs are keyed by owner and name, as the server stores them. */
export const jobKey = (job: Pick<ExportJob, 'userId' | 'fileName'>) => `${job.userId}/${job.fileName}`;
