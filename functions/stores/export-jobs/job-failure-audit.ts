import { jobFailureReason } from '../../../shared/audit/system-reasons';
import type { ExportFailure } from '../../../shared/enums';
import { recordSystemChange } from '../../commons/audit/system-change';
import type { StoredJob } from './job';

/**
 * A job marked ERROR as the audit trail keeps it (a SYSTEM change, docs/audit.md): filed under the job
 * (`<userId>/<fileName>`, as the call that queued it), with its status before and after and the reason:
 * its code (JOB_<failure>) and its words.
 */
export const auditJobFailure = (job: StoredJob, failure: ExportFailure, at: Date) =>
  recordSystemChange({
    event: 'jobFailed',
    entityType: 'EXPORT_JOB',
    entityId: `${job.userId}/${job.fileName}`,
    at: at.toISOString(),
    key: `${job.userId}/${job.fileName}`,
    outcome: 'FAILED',
    reason: jobFailureReason(failure),
    before: { status: job.status, attempts: job.attempts },
    after: { status: 'ERROR', failure, exportType: job.exportType },
  });
