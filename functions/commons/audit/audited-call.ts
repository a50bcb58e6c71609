import { HttpError } from '../http/http-error';
import type { Reply } from '../http/responses';
import { logger } from '../logger';
import { type AuditedCall, type AuditRecord, type CallResult, completionOf, startedRecord } from './audit-record';
import type { AuditChanges } from './audited-change';
import { auditWriter } from './container-audit-writer';

/**
 * Runs an audited call between its two audit writes (docs/audit.md): no record, no change. The STARTED
 * record is written first, and when it cannot be the call answers 503 without running; once the
 * implementation has answered or thrown, the record is completed with the outcome and the change the
 * implementation told `changes`. A completion that fails is logged and leaves the record STARTED: the
 * answer stays what the implementation made it, since the change is done either way.
 */
export async function runAudited(
  call: AuditedCall,
  changes: AuditChanges,
  implementation: () => Promise<Reply>,
): Promise<Reply> {
  const started = startedRecord(call);
  try {
    await auditWriter().begin(started);
  } catch (error) {
    logger.error('Audit record not written: the call is not run', { error });
    throw new HttpError('SERVICE_UNAVAILABLE');
  }
  let result: CallResult;
  try {
    result = { reply: await implementation() };
  } catch (error) {
    result = { error };
  }
  await complete(started, result, changes);
  if ('error' in result) throw result.error;
  return result.reply;
}

async function complete(started: AuditRecord, result: CallResult, changes: AuditChanges): Promise<void> {
  try {
    await auditWriter().complete(started, completionOf(started, result, changes.recorded, new Date()));
  } catch (error) {
    logger.error('Audit record not completed: it stays STARTED', { requestId: started.requestId, error });
  }
}
