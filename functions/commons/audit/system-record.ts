import type { SystemReason } from '../../../shared/audit/system-reasons';
import { SYSTEM_ACTOR, type SystemEvent } from '../../../shared/audit-events';
import { romeDay } from '../../../shared/italian-time';
import type { AuditEntity } from '../../../shared/route-table';
import type { AuditRecord } from './audit-record';
import { digestedPayload } from './payload-digest';

/** What the system did by itself, as the code that did it tells it (docs/audit.md 'The system actor'). */
export interface SystemChange {
  event: SystemEvent;
  entityType: AuditEntity;
  entityId: string;
  /**
   * When it happened, fixed by the change itself (a load's outcome date, a switch's midnight): with
   * `key`, the record's key, so the same change told again (a redelivered message, a repeated run)
   * finds its record and leaves it.
   */
  at: string;
  /** What tells this change from any other of its event (a version id, a load id, a job id). */
  key: string;
  outcome: 'SUCCEEDED' | 'FAILED';
  /**
   * Why it failed: its code (shared/audit/system-reasons.ts), which a console words in its reader's
   * language, and the Italian words API clients and the CSV read (never a stack).
   */
  reason?: SystemReason | null;
  before?: unknown;
  after?: unknown;
}

/** The whole record of a system change, written at once: its actor is SYSTEM, its route the event. */
export function systemRecord(change: SystemChange, now: Date): AuditRecord {
  return {
    requestId: `${change.event}:${change.key}`,
    at: change.at,
    day: romeDay(change.at),
    user: SYSTEM_ACTOR,
    role: SYSTEM_ACTOR,
    route: change.event,
    entityType: change.entityType,
    entityId: change.entityId,
    note: null,
    body: null,
    outcome: change.outcome,
    status: null,
    errorCode: null,
    reason: change.reason?.reason ?? null,
    reasonCode: change.reason?.reasonCode ?? null,
    before: digestedPayload(change.before) ?? null,
    after: digestedPayload(change.after) ?? null,
    completedAt: now.toISOString(),
  };
}
