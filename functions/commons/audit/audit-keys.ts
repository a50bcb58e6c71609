import type { AuditEntity } from '../../../shared/route-table';
import type { AuditRecord } from './audit-record';

/**
 * Keys of the audit table (shared/resources.ts, docs/audit.md). Every list sorts by the same key, the
 * instant the call arrived and its request id, so each reads newest first with ScanIndexForward false
 * and two calls of the same millisecond stay two records.
 */
export const dayPartition = (day: string) => `DAY#${day}`;
/** byEntity index: every call on one entity. */
export const entityPartition = (type: AuditEntity, id: string) => `ENTITY#${type}#${id}`;
/** byUser index: every call of one user. */
export const userPartition = (username: string) => `USER#${username}`;

export const recordSortKey = ({ at, requestId }: Pick<AuditRecord, 'at' | 'requestId'>) => `${at}#${requestId}`;

/** A record's key in the table. */
export const recordKey = (record: Pick<AuditRecord, 'day' | 'at' | 'requestId'>) => ({
  pk: dayPartition(record.day),
  sk: recordSortKey(record),
});

/** Every key attribute of a record's item: the table's and both indexes'. */
export function recordItemKeys(record: AuditRecord) {
  const sortKey = recordSortKey(record);
  return {
    ...recordKey(record),
    gsi1pk: entityPartition(record.entityType, record.entityId),
    gsi1sk: sortKey,
    gsi2pk: userPartition(record.user),
    gsi2sk: sortKey,
  };
}
