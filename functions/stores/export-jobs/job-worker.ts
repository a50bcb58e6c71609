import type { QueueName } from '../../../shared/resources';
import { defineJobWorker, type JobWork } from '../../commons/queue/define-job-worker';
import type { StoredJob } from './job';
import { ExportJobMessageSchema } from './job-message';
import { jobStore } from './jobs';

/**
 * The job-worker frame (commons/queue/define-job-worker.ts) on export jobs: the worker of the exports
 * and enrichment queues, whose messages name a job of this store.
 */
export const defineExportJobWorker = (queue: QueueName, work: JobWork<StoredJob>) =>
  defineJobWorker(queue, { message: ExportJobMessageSchema, jobs: jobStore, work, jobType: (job) => job.exportType });
