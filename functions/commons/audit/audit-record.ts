import type { AuditAction } from '../../../shared/audit-actions';
import type { AuditRole } from '../../../shared/audit-events';
import { ERROR_STATUS, type ErrorItem } from '../../../shared/errors';
import { romeDay } from '../../../shared/italian-time';
import type { Role } from '../../../shared/roles';
import type { AuditEntity, RouteName } from '../../../shared/route-table';
import { clientFailure } from '../http/refusal-answer';
import type { Reply } from '../http/responses';
import type { AuditedChange } from './audited-change';
import { digestedPayload } from './payload-digest';

/**
 * STARTED: written before the implementation ran, not completed (yet, or ever: docs/audit.md);
 * SUCCEEDED: answered 2xx; REFUSED: answered 4xx or 501, nothing changed; FAILED: another 5xx or a fault.
 */
export type AuditOutcome = 'STARTED' | 'SUCCEEDED' | 'REFUSED' | 'FAILED';

/** One call of an audited route, as the audit table keeps it (docs/audit.md). */
export interface AuditRecord {
  requestId: string;
  /** When the call arrived (ISO instant); with the request id, the record's sort key in every list. */
  at: string;
  /** `at` as a day in Italy (YYYY-MM-DD), the partition of the day's records. */
  day: string;
  /** The caller, or SYSTEM for what the system did by itself. */
  user: string;
  role: AuditRole;
  /** The route called, or the system's event (shared/audit-events.ts). */
  route: AuditAction;
  entityType: AuditEntity;
  entityId: string;
  /** The `note` of the request body, when it has one. */
  note: string | null;
  /** The request body as parsed, digested (payload-digest.ts); null for a call without a body. */
  body: unknown;
  outcome: AuditOutcome;
  /** The HTTP status answered; null while STARTED. */
  status: number | null;
  /** The error code answered by a refusal or a failure. */
  errorCode: string | null;
  /** Why, in the words the caller was answered (each field named); null for a success or a hidden fault. */
  reason: string | null;
  /**
   * Why the system's own act failed, as a code (shared/audit/system-reasons.ts): what a console words in
   * its reader's language. Null for a call (its `errorCode` says it), a success, and a record kept before
   * the codes.
   */
  reasonCode: string | null;
  /** The entity before and after the change, as the implementation told them (digested); null if not told. */
  before: unknown;
  after: unknown;
  completedAt: string | null;
}

/** The fields of a stored record, which an item carries besides its keys. */
export const AUDIT_RECORD_FIELDS = [
  'requestId',
  'at',
  'day',
  'user',
  'role',
  'route',
  'entityType',
  'entityId',
  'note',
  'body',
  'outcome',
  'status',
  'errorCode',
  'reason',
  'reasonCode',
  'before',
  'after',
  'completedAt',
] as const satisfies readonly (keyof AuditRecord)[];

/** What the frame knows of an audited call before its implementation runs. */
export interface AuditedCall {
  route: RouteName;
  entityType: AuditEntity;
  user: string;
  role: Role;
  requestId: string;
  receivedAt: Date;
  body: unknown;
  params: unknown;
}

/** How a call ended: what its record is completed with. */
export type AuditCompletion = Pick<
  AuditRecord,
  'outcome' | 'status' | 'errorCode' | 'reason' | 'entityId' | 'before' | 'after' | 'completedAt'
>;

/** What the implementation did: answered, or threw. */
export type CallResult = { reply: Reply } | { error: unknown };

/** The record written before the implementation runs. */
export function startedRecord(call: AuditedCall): AuditRecord {
  const at = call.receivedAt.toISOString();
  return {
    requestId: call.requestId,
    at,
    day: romeDay(at),
    user: call.user,
    role: call.role,
    route: call.route,
    entityType: call.entityType,
    entityId: requestEntityId(call),
    note: noteOf(call.body),
    body: digestedPayload(call.body) ?? null,
    outcome: 'STARTED',
    status: null,
    errorCode: null,
    reason: null,
    reasonCode: null,
    before: null,
    after: null,
    completedAt: null,
  };
}

/** The completion of a started record: the outcome, and the change the implementation recorded, if any. */
export function completionOf(
  started: Pick<AuditRecord, 'entityId'>,
  result: CallResult,
  recorded: AuditedChange | undefined,
  now: Date,
): AuditCompletion {
  return {
    ...outcomeOf(result),
    entityId: recorded?.entityId ?? started.entityId,
    before: digestedPayload(recorded?.before) ?? null,
    after: digestedPayload(recorded?.after) ?? null,
    completedAt: now.toISOString(),
  };
}

/**
 * A 4xx HttpError or domain Refusal, or a 501 (a kind of request not built yet), was a refusal: the caller was told no
 * and nothing changed. Another 5xx one, or any other fault, is a failure: something may have changed
 * halfway (a job stored but not queued is marked ERROR, then 503), so a reader looks at the entity.
 */
export function outcomeOf(result: CallResult): Pick<AuditRecord, 'outcome' | 'status' | 'errorCode' | 'reason'> {
  if ('reply' in result) {
    return { outcome: 'SUCCEEDED', status: result.reply.statusCode ?? 200, errorCode: null, reason: null };
  }
  const { error } = result;
  const failure = clientFailure(error);
  if (failure) return answeredOutcome(failure.status, failure.items);
  return { outcome: 'FAILED', status: 500, errorCode: 'INTERNAL_ERROR', reason: null };
}

/** The outcome of a call answered with an error: its status, first code and every description. */
export function answeredOutcome(
  status: number,
  items: readonly ErrorItem[],
): Pick<AuditRecord, 'outcome' | 'status' | 'errorCode' | 'reason'> {
  const refused = status < 500 || status === ERROR_STATUS.NOT_IMPLEMENTED;
  return {
    outcome: refused ? 'REFUSED' : 'FAILED',
    status,
    errorCode: items[0]?.code ?? null,
    reason: reasonOf(items),
  };
}

/** The descriptions a caller read, each with the field it is about: the server's words, never the body's. */
function reasonOf(items: readonly ErrorItem[]): string | null {
  const texts = items.map((item) => (item.field ? `${item.field}: ${item.description}` : item.description));
  return texts.length > 0 ? texts.join('; ') : null;
}

/**
 * The entity a call names, until its implementation says which one it changed: the body's `id` or
 * `code`, else the path's, else the request id (a call that creates what has no id yet).
 */
function requestEntityId({ body, params, requestId }: AuditedCall): string {
  for (const part of [body, params]) {
    for (const field of ['id', 'code']) {
      const value = fieldOf(part, field);
      if ((typeof value === 'string' && value !== '') || typeof value === 'number') return String(value);
    }
  }
  return requestId;
}

function noteOf(body: unknown): string | null {
  const note = fieldOf(body, 'note');
  return typeof note === 'string' ? note : null;
}

const fieldOf = (part: unknown, field: string): unknown =>
  part !== null && typeof part === 'object' ? (part as Record<string, unknown>)[field] : undefined;
