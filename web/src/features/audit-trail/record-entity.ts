import type { AuditRecordRow } from '../../../../shared/schemas/audit';

/**
 * What a refused call's body names of its entity, when the record could only be filed under the request
 * id (a white-list insert refused before it made an entry, an export refused before its job): the subject,
 * the user or the file it was for. Checked by the route's schema before the implementation refused it.
 */
const AIMED_FIELDS = ['username', 'taxCode', 'vatRegistrationNo', 'filename', 'outputFilename'] as const;

/**
 * The entity a record is about, as a reader looks for it: the id it is filed under, unless that is the
 * request's own id (docs/audit.md 'Which calls': a call refused by the frame is filed so, its body never
 * trusted) — then what the body names, if the body was kept, else none.
 */
export function aimedEntity(record: Pick<AuditRecordRow, 'entityId' | 'requestId' | 'body'>): string | undefined {
  if (record.entityId !== record.requestId) return record.entityId;
  const { body } = record;
  if (typeof body !== 'object' || body === null) return undefined;
  for (const field of AIMED_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}
