import type { ExportJob } from '../../../../shared/schemas/exports';
import { isInProgress } from './job-status';

/** How often the list asks again while a job is queued or being built. */
export const AUTO_REFRESH_MS = 3000;

/**
 * SWR's refreshInterval as a function of the latest answer: poll while any shown job is PENDING or
 * WORKING, stop (0) once none is, so an idle screen makes no calls.
 */
export function autoRefreshInterval(answer: { exports: readonly Pick<ExportJob, 'status'>[] } | undefined): number {
  return answer?.exports.some(isInProgress) ? AUTO_REFRESH_MS : 0;
}
