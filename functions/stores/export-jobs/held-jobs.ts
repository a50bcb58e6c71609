import type { ExportFailure } from '../../../shared/enums';
import type { QueueName } from '../../../shared/resources';
import { logger } from '../../commons/logger';
import type { JobRef } from './job';
import { auditJobFailure } from './job-failure-audit';
import { enqueueJob, jobStore } from './jobs';

/**
 * A held job (jobs.ts holdJob) queued once what it waited for is done; one that cannot be queued is
 * marked ERROR (NOT_QUEUED), never left PENDING.
 */
export async function releaseHeldJob(queue: QueueName, ref: JobRef): Promise<void> {
  try {
    await enqueueJob(queue, ref);
  } catch (error) {
    logger.error('Held job not queued', { job: ref, error });
    await failHeldJob(ref, 'NOT_QUEUED', new Date());
  }
}

/** A held job marked ERROR because what it waited for failed, audited as every job that fails. */
export async function failHeldJob(ref: JobRef, failure: ExportFailure, at: Date): Promise<void> {
  const store = jobStore();
  const job = await store.get(ref);
  if (job && (await store.fail(ref, failure, at))) await auditJobFailure(job, failure, at);
}
