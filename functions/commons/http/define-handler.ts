import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import { auditedEntity, readsActingCaller } from '../../../shared/audited-route';
import { MAX_REQUEST_BODY_BYTES } from '../../../shared/constants';
import { BODY_REFUSALS } from '../../../shared/errors';
import { bodyFor } from '../../../shared/role-reading';
import { type ApiRoute, findRoute, type RouteName } from '../../../shared/route-table';
import { runAudited } from '../audit/audited-call';
import { type AuditChanges, auditChanges } from '../audit/audited-change';
import { recordFrameRefusal } from '../audit/frame-refusal';
import { logger } from '../logger';
import { actingCaller } from './acting-caller';
import { type Caller, callerFrom } from './caller';
import { HttpError } from './http-error';
import { mapError } from './map-error';
import { observeRequest } from './observe-request';
import { type Reply, toResult } from './responses';
import { parseRequestPart } from './validation';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route implementation receives: the caller and its request, already parsed and checked. */
export interface RouteRequest<R extends ApiRoute> {
  caller: Caller;
  body: Output<R['request']['body']>;
  params: Output<R['request']['params']>;
  query: Output<R['request']['query']>;
  requestId: string;
  /** Where an audited call says what it changed (the frame keeps the record). */
  audit: AuditChanges;
}

export type RouteImplementation<R extends ApiRoute> = (request: RouteRequest<R>) => Promise<Reply>;

type Event = Omit<APIGatewayProxyEvent, 'body'> & { body: unknown };
interface Internal {
  name: RouteName;
  route: ApiRoute;
  caller: Caller;
  /** Set once the request is parsed and the implementation's audited run begins. */
  reached?: boolean;
}

const jsonBody = httpJsonBodyParser();

/**
 * The one middleware stack of every endpoint: request-scoped logs, route and role checks (for a call that
 * changes managed data, the caller's role and enabled state now, from the user directory), body size,
 * JSON parsing and zod validation, then the implementation (between the two writes of its audit
 * record when the route is audited; a refusal before it leaves a record of its own), whose success goes
 * out as the caller's role reads it (the route's `responseFor`); any failure goes through one error
 * mapper to the error shape (the refusal audit is registered before the mapper so
 * that its onError, run after the mapper's as middy runs them last registered first, reads the answer). Pass no route to serve whichever route the event was made for.
 */
export function defineHandler<R extends ApiRoute>(route: R | undefined, implementation: RouteImplementation<R>) {
  const internals = new WeakMap<object, Internal>();

  return middy<Event, APIGatewayProxyResult, Error, Context>()
    .use(observeRequest())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(auditFrameRefusals(internals))
    .use({
      onError: (request) => {
        request.response = mapError(request.error);
      },
    })
    .use({
      before: (request) => {
        const [name, served] = resolveRoute(request.event, route);
        const caller = callerFrom(request.event as APIGatewayProxyEvent);
        logger.appendKeys({ route: served.routeCode, path: served.path, role: caller.role });
        internals.set(request.event, { name, route: served, caller });
        if (!served.roles.includes(caller.role)) throw new HttpError('FORBIDDEN');
      },
    })
    .use({
      // Who may change managed data is decided now, not when the token was issued (acting-caller.ts).
      before: async (request) => {
        const internal = internals.get(request.event);
        if (!internal || !readsActingCaller(internal.route)) return;
        internal.caller = await actingCaller(internal.route, internal.caller);
        logger.appendKeys({ role: internal.caller.role });
      },
    })
    .use({
      before: async (request) => {
        const served = internals.get(request.event)?.route;
        if (!served?.request.body) return;
        if (typeof request.event.body === 'string' && Buffer.byteLength(request.event.body) > MAX_REQUEST_BODY_BYTES) {
          throw new HttpError('BAD_REQUEST', BODY_REFUSALS.tooLarge);
        }
        await jsonBody.before?.(request as never);
      },
    })
    .handler(async (event, context) => {
      const internal = internals.get(event);
      if (!internal) throw new Error('Route not resolved before the handler');
      const { name, route: served, caller } = internal;
      // Parsed here: a schema refusal is still the frame's (auditFrameRefusals), not the implementation's.
      const request = {
        caller,
        body: parsePart(served.request.body, event.body, 'body'),
        params: parsePart(served.request.params, event.pathParameters ?? {}, 'params'),
        query: parsePart(served.request.query, event.queryStringParameters ?? {}, 'query'),
        requestId: context.awsRequestId,
        audit: auditChanges(),
      } as RouteRequest<R>;
      const entityType = auditedEntity(served);
      if (!entityType) return toResult(readBy(served, caller, await implementation(request)));
      internal.reached = true;
      const call = {
        route: name,
        entityType,
        user: caller.username,
        role: caller.role,
        requestId: request.requestId,
        receivedAt: receivedAt(event),
        body: request.body,
        params: request.params,
      };
      // The audit record keeps the whole answer; the caller reads what its role reads.
      return toResult(readBy(served, caller, await runAudited(call, request.audit, () => implementation(request))));
    });
}

/**
 * A success as the caller's role reads it (the route's `responseFor`, shared/role-reading.ts); failures,
 * in the one error shape, and text answers pass as they are.
 */
function readBy(route: ApiRoute, caller: Caller, reply: Reply): Reply {
  const succeeded = (reply.statusCode ?? 200) < 300;
  if (!succeeded || typeof reply.body === 'string' || !route.responseFor?.[caller.role]) return reply;
  return { ...reply, body: bodyFor(route, caller.role, reply.body) };
}

/** API Gateway's arrival time: the same for the same request, however often it is delivered. */
const receivedAt = (event: Pick<Event, 'requestContext'>) =>
  new Date(event.requestContext?.requestTimeEpoch ?? Date.now());

/**
 * A call of an audited route that the frame refuses before its implementation (a role outside the
 * route, in the token or now; a disabled caller; a body too large, not JSON or refused by its schema) is
 * an attempt to change data: it leaves
 * a REFUSED record with the caller, the route and the reason, and nothing of the body (docs/audit.md).
 * A call without a caller (401) has nobody to file it under and is left to the gateway's logs.
 */
function auditFrameRefusals(
  internals: WeakMap<object, Internal>,
): middy.MiddlewareObj<Event, APIGatewayProxyResult, Error, Context> {
  return {
    onError: async (request) => {
      const internal = internals.get(request.event);
      const entityType = internal && auditedEntity(internal.route);
      const answer = request.response;
      if (!internal || !entityType || internal.reached || !answer || answer.statusCode >= 500) return;
      const { caller } = internal;
      await recordFrameRefusal(
        {
          route: internal.name,
          entityType,
          user: caller.username,
          role: caller.role,
          requestId: request.context.awsRequestId,
          receivedAt: receivedAt(request.event),
        },
        answer,
      );
    },
  };
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string) {
  return schema ? parseRequestPart(schema, value, part) : undefined;
}

/** The route this event was made for; a function wired to another route is a deployment fault. */
function resolveRoute(event: Event, declared: ApiRoute | undefined): [RouteName, ApiRoute] {
  const found = findRoute(event.httpMethod, event.resource);
  if (!found || (declared && found[1] !== declared)) {
    throw new Error(`No route for ${event.httpMethod} ${event.resource}`);
  }
  return found;
}
