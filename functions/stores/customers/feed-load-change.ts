import type { SystemChange } from '../../commons/audit/system-record';
import type { LastLoad } from './load-records';

/**
 * A feed's load as the audit trail keeps it (a SYSTEM change, docs/audit.md): the file, its rows, the
 * refused rows and the KPI date, filed when the load started and keyed by it, so the last part delivered
 * twice still makes one record.
 */
export const feedLoadChange = (
  { loadId, file, rows, refused, kpiDate }: LastLoad,
  startedAt: string,
): SystemChange => ({
  event: 'customerFeedLoad',
  entityType: 'CUSTOMER_FEED',
  entityId: loadId,
  at: startedAt,
  key: loadId,
  outcome: 'SUCCEEDED',
  before: null,
  after: { file, rows, refused, kpiDate },
});
