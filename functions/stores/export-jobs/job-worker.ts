import { EXPORT_FAILURE_LABELS, type ExportFailure } from '../../../shared/enums';
import type { QueueName } from '../../../shared/resources';
import { recordSystemChange } from '../../commons/audit/system-change';
import { defineJobWorker, type JobWork } from '../../commons/queue/define-job-worker';
import type { StoredJob } from './job';
import { ExportJobMessageSchema } from './job-message';
import { jobStore } from './jobs';

/**
 * A job marked ERROR as the audit trail keeps it (a SYSTEM change, docs/audit.md): filed under the job
 * (`<userId>/<fileName>`, as the call that queued it), with its status before and after and the reason.
 */
const auditFailure = (job: StoredJob, failure: ExportFailure, at: Date) =>
  recordSystemChange({
    event: 'jobFailed',
    entityType: 'EXPORT_JOB',
    entityId: `${job.userId}/${job.fileName}`,
    at: at.toISOString(),
    key: `${job.userId}/${job.fileName}`,
    outcome: 'FAILED',
    reason: EXPORT_FAILURE_LABELS[failure],
    before: { status: job.status, attempts: job.attempts },
    after: { status: 'ERROR', failure, exportType: job.exportType },
  });

/**
 * The job-worker frame (commons/queue/define-job-worker.ts) on export jobs: the worker of the exports
 * and enrichment queues (and of any job type on this rail, a back-test among them), whose messages name
 * a job of this store. A job that ends in ERROR leaves a SYSTEM audit record.
 */
export const defineExportJobWorker = (queue: QueueName, work: JobWork<StoredJob>) =>
  defineJobWorker(queue, {
    message: ExportJobMessageSchema,
    jobs: jobStore,
    work,
    jobType: (job) => job.exportType,
    onFailed: auditFailure,
  });
