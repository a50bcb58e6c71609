import { type ApiRoute, type AuditEntity, NOT_IMPLEMENTED_HANDLER } from './route-table';

/**
 * The entity whose audit records a route's calls leave, or undefined when they leave none: the route
 * declares no `audit`, or its feature is not built yet (the not-implemented handler changes nothing).
 * The handler frame records by it and infra grants the audit table by it, so a function may write
 * audit records exactly when it writes them (docs/audit.md).
 */
export function auditedEntity(route: ApiRoute): AuditEntity | undefined {
  return route.handler === NOT_IMPLEMENTED_HANDLER ? undefined : route.audit?.entity;
}

/**
 * Whether the frame reads the caller's enabled state and role from the user directory at the call
 * (functions/commons/http/acting-caller.ts): every call that changes managed data, the audited ones. The
 * reads and the precheck trust the token for its 5 minutes (docs/users.md 'Who may act, and when').
 * Infra grants the pool's two reads by the same rule.
 */
export const readsActingCaller = (route: ApiRoute): boolean => auditedEntity(route) !== undefined;
