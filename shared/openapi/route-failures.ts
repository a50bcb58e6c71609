import { auditedEntity } from '../audited-route';
import { ERROR_DESCRIPTIONS, ERROR_STATUS, type ErrorCode } from '../errors';
import { isRefusalCode, type RefusalCode } from '../refusals';
import { type ApiRoute, NOT_IMPLEMENTED_HANDLER } from '../route-table';

/** One status a route may fail with: the error codes its body may carry and why it happens. */
export interface RouteFailure {
  status: number;
  codes: ErrorCode[];
  /** The domain refusals (shared/refusals.ts) among them, each a reason a client can act on. */
  refusalCodes: RefusalCode[];
  reasons: string[];
}

interface Cause {
  status: number;
  codes: readonly ErrorCode[];
  reason: string;
}

/*
 * What any route can answer, whoever serves it: the handler frame (functions/commons/http), the local
 * gateway (infra/local/api-adapter.ts) and API Gateway's own responses (infra/constructs/gateway-errors.ts),
 * which all answer in the one error shape. Kept beside the code that answers them, in words, because
 * they come from the frame and the gateway, not from any route's declaration.
 */
const EVERY_ROUTE: readonly Cause[] = [
  {
    status: 400,
    codes: ['BAD_REQUEST', 'VALIDATION_ERROR'],
    reason:
      'The request is refused before the route runs: a body over 6 MB or not JSON, or a field its schema refuses (one item per field, naming it in `field`).',
  },
  { status: 401, codes: ['UNAUTHORIZED'], reason: 'No valid Cognito ID token in the Authorization header.' },
  { status: 403, codes: ['FORBIDDEN'], reason: "The caller's role may not call this route (see x-roles)." },
  {
    status: 429,
    codes: ['BAD_REQUEST'],
    reason: "API Gateway's throttling of the stage (AWS only); the body is its default 4xx in the error shape.",
  },
  { status: 500, codes: ['INTERNAL_ERROR'], reason: 'An unexpected fault: "errore generico", never its details.' },
  {
    status: 502,
    codes: ['INTERNAL_ERROR'],
    reason: 'The function failed without an answer (the gateway answers for it).',
  },
  { status: 504, codes: ['INTERNAL_ERROR'], reason: 'The function did not answer within 29 seconds.' },
];

const BODY_TOO_LARGE: Cause = {
  status: 413,
  codes: ['BAD_REQUEST'],
  reason: "A body over API Gateway's 10 MB payload limit (AWS only; locally a body over 6 MB is a 400).",
};

const PENDING: Cause = {
  status: 501,
  codes: ['NOT_IMPLEMENTED'],
  reason: 'The feature behind this route is not built yet: after the role and input checks it answers 501.',
};

const AUDIT_UNAVAILABLE: Cause = {
  status: 503,
  codes: ['SERVICE_UNAVAILABLE'],
  reason: 'The audit record of the call could not be written, so nothing was done: try again (docs/audit.md).',
};

/** Every failure a route answers, by status in ascending order; derived from its declaration. */
export function routeFailures(route: ApiRoute): RouteFailure[] {
  const causes: Cause[] = [...EVERY_ROUTE];
  if (route.request.body) causes.push(BODY_TOO_LARGE);
  if (route.handler === NOT_IMPLEMENTED_HANDLER) causes.push(PENDING);
  if (auditedEntity(route)) causes.push(AUDIT_UNAVAILABLE);
  for (const code of route.errors ?? []) {
    causes.push({ status: ERROR_STATUS[code], codes: [code], reason: `${code}: ${ERROR_DESCRIPTIONS[code]}` });
  }

  const byStatus = new Map<number, RouteFailure>();
  for (const { status, codes, reason } of causes) {
    const failure = byStatus.get(status) ?? { status, codes: [], refusalCodes: [], reasons: [] };
    for (const code of codes) if (!failure.codes.includes(code)) failure.codes.push(code);
    for (const code of codes)
      if (isRefusalCode(code) && !failure.refusalCodes.includes(code)) failure.refusalCodes.push(code);
    failure.reasons.push(reason);
    byStatus.set(status, failure);
  }
  return [...byStatus.values()].sort((a, b) => a.status - b.status);
}
