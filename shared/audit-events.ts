import type { Role } from './roles';

/**
 * The kinds of thing an audit record is about; a record names one and its id. CUSTOMER_FEED is changed
 * only by the system (a feed file's load); USER is a user of the pool; BACKTEST a version's replay on the
 * recorded checks, whose result the publish confirmation shows (its id `<kind>/<version id>`). Here rather than in the
 * route table (which re-exports them), since the audit list's schema reads them and the route table
 * imports that schema.
 */
export const AUDIT_ENTITIES = [
  'CONFIGURATION',
  'BLACKLIST',
  'WHITELIST',
  'AGENCY',
  'EXPORT_JOB',
  'CUSTOMER_FEED',
  'USER',
  'BACKTEST',
  'CHECK_CHAIN',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * What the system does by itself that the audit trail records (docs/audit.md 'The system actor'):
 * each event names its record's `route`, and its records name the actor SYSTEM as user and role.
 */
export const SYSTEM_ACTOR = 'SYSTEM';

/**
 * The system actor by the names a reader sees and types ('Sistema', 'System', SYSTEM), lower case:
 * no person may take them as a username (shared/users/user-rules.ts), so the filter is never ambiguous.
 */
export const SYSTEM_ACTOR_NAMES: readonly string[] = ['system', 'sistema'];

/**
 * Whom a 'Registro modifiche' user filter means: the system by any of its names, in any case; else the
 * username, which the pool stores lower case.
 */
export const auditUserOf = (typed: string) =>
  SYSTEM_ACTOR_NAMES.includes(typed.toLowerCase()) ? SYSTEM_ACTOR : typed.toLowerCase();

/**
 * The id a 'Registro modifiche' entity filter means, for the kinds whose ids have one case: agency codes,
 * the configuration's check and the black lists' kinds are upper case, usernames lower case. Ids of
 * other kinds (white-list entries, jobs, feed files) are taken as typed.
 */
export function auditEntityIdOf(kind: AuditEntity | undefined, typed: string): string {
  if (kind === 'AGENCY' || kind === 'CONFIGURATION' || kind === 'BLACKLIST') return typed.toUpperCase();
  if (kind === 'USER') return typed.toLowerCase();
  return typed;
}

export const SYSTEM_EVENTS = [
  /** A black-list file loaded by the worker: READY with its counts, or DISCARDING with the reason. */
  'blacklistLoad',
  /** A published black-list version taking effect at Italian midnight, the one it replaces archived. */
  'blacklistSwitch',
  /** A customer feed file loaded (rows, refused rows, KPI date), or refused whole. */
  'customerFeedLoad',
  /** A queued job (export, enrichment, back-test) that ended in ERROR. */
  'jobFailed',
] as const;
export type SystemEvent = (typeof SYSTEM_EVENTS)[number];

/** Who did it: a role of the person who called, or the system itself. */
export type AuditRole = Role | typeof SYSTEM_ACTOR;
