import { SYSTEM_EVENTS, type SystemEvent } from './audit-events';
import { auditedEntity } from './audited-route';
import { API_ROUTES, ROUTE_NAMES, type RouteName } from './route-table';

/** What a record says was done: a route's call, or an event of the system. */
export type AuditAction = RouteName | SystemEvent;

/** The actions records are kept of: every route that changes data, then the system's events. */
export const AUDIT_ACTIONS: readonly AuditAction[] = [
  ...ROUTE_NAMES.filter((name) => auditedEntity(API_ROUTES[name]) !== undefined),
  ...SYSTEM_EVENTS,
];

/** Whether a text names an action records are kept of (the list refuses any other filter value). */
export const isAuditAction = (text: string): text is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(text);
