import type { ExportJob } from '../../../../shared/schemas/exports';

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
