import type { QueueName } from '../../../shared/resources';
import { defineJobWorker } from '../../commons/queue/define-job-worker';
import type { JobWork } from '../../commons/queue/job-attempt';
import type { StoredJob } from './job';
import { auditJobFailure } from './job-failure-audit';
import { ExportJobMessageSchema } from './job-message';
import { jobStore } from './jobs';

/**
 * The job-worker frame (commons/queue/define-job-worker.ts) on export jobs: the worker of the exports
 * and enrichment queues, whose messages name a job of this store. A job that ends in ERROR leaves a
 * SYSTEM audit record.
 */
export const defineExportJobWorker = (queue: QueueName, work: JobWork<StoredJob>) =>
  defineJobWorker(queue, {
    message: ExportJobMessageSchema,
    jobs: jobStore,
    work,
    jobType: (job) => job.exportType,
    onFailed: auditJobFailure,
  });
