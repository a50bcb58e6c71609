import { logger } from '../logger';
import { auditWriter } from './container-audit-writer';
import { type SystemChange, systemRecord } from './system-record';

export type { SystemChange } from './system-record';

/**
 * Keeps the record of a system change. It follows the change's own commit, so a failed write is logged
 * and never undoes or repeats the change: the entity keeps what happened (its status and dates).
 */
export async function recordSystemChange(change: SystemChange): Promise<void> {
  try {
    await auditWriter().begin(systemRecord(change, new Date()));
  } catch (error) {
    logger.error('Audit record of a system change not written', { event: change.event, key: change.key, error });
  }
}
