import { z } from 'zod';
import { AUDIT_ENTITIES, SYSTEM_ACTOR } from '../audit-events';
import { ROLES } from '../roles';
import { INVALID_RANGE_MESSAGE } from '../validators/messages';
import { isValidRequestLogRange } from '../validators/ranges';
import { DateRangeSchema } from './common';
import { listPageRequest, pagedListResponse } from './lists';
import { singleLineText } from './text';

/**
 * 'Registro modifiche' (docs/audit.md 'Reading the trail'): the audit records as a list of the list kit.
 * The outcomes a reader filters by: SUCCEEDED, REFUSED, FAILED, and STARTED (a call whose record was
 * never completed: read its entity to know whether it landed).
 */
export const AUDIT_OUTCOMES = ['SUCCEEDED', 'REFUSED', 'FAILED', 'STARTED'] as const;
export type AuditOutcomeFilter = (typeof AUDIT_OUTCOMES)[number];

/** Why an action filter is refused: it names no route nor event. */
export const UNKNOWN_ACTION = 'Azione sconosciuta';

/**
 * An action a record names: a route's name, or an event of the system (shared/audit-events.ts). Only
 * its shape here: the route table imports this schema, so the list's handler checks that the name is
 * one (400 'Azione sconosciuta', functions/audit-trail/audit-trail.ts).
 */
const ActionSchema = z.string().regex(/^[a-zA-Z]{1,60}$/, UNKNOWN_ACTION);

const text = singleLineText().trim().min(1).max(200);
/** A DynamoDB IN takes at most 100 values; the actions are fewer. */
const MAX_ACTIONS = 100;

/** The dates of the records' arrival, Italian days: ordered, at most a year (the request log's rule). */
const AuditRangeSchema = DateRangeSchema.refine(isValidRequestLogRange, { message: INVALID_RANGE_MESSAGE });

export const AuditFiltersSchema = z
  .object({
    dateRange: AuditRangeSchema,
    /** A username, or SYSTEM for what the system did by itself. */
    user: text,
    /** Any of these kinds of entity. */
    entityType: z.array(z.enum(AUDIT_ENTITIES)).min(1).max(AUDIT_ENTITIES.length),
    /** The entity's id as the record names it (a configuration check, a list's kind, an entry's id…). */
    entityId: text,
    /** Any of these actions (routes called, events of the system). */
    action: z.array(ActionSchema).min(1).max(MAX_ACTIONS),
    outcome: z.array(z.enum(AUDIT_OUTCOMES)).min(1).max(AUDIT_OUTCOMES.length),
  })
  .partial()
  .strict();
export type AuditFilters = z.infer<typeof AuditFiltersSchema>;

export const AuditListRequestSchema = listPageRequest(AuditFiltersSchema.default({}));

/** One record as the list and its detail show it (functions/commons/audit/audit-record.ts AuditRecord). */
export const AuditRecordSchema = z.object({
  requestId: z.string(),
  at: z.string(),
  day: z.string(),
  user: z.string(),
  role: z.enum([...ROLES, SYSTEM_ACTOR]),
  route: ActionSchema,
  entityType: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  note: z.string().nullable(),
  body: z.unknown(),
  outcome: z.enum(AUDIT_OUTCOMES),
  status: z.number().int().nullable(),
  errorCode: z.string().nullable(),
  reason: z.string().nullable(),
  reasonCode: z.string().nullable().meta({
    description:
      "Why the system's own act failed, as a code (JOB_TIMEOUT, BLACKLIST_LOAD_NO_VALID_RECORDS, …; shared/audit/system-reasons.ts); null for a call, a success, and a record kept before the codes.",
  }),
  before: z.unknown(),
  after: z.unknown(),
  completedAt: z.string().nullable(),
});
export type AuditRecordRow = z.infer<typeof AuditRecordSchema>;

export const AuditListResponseSchema = pagedListResponse<AuditRecordRow>()('records');
