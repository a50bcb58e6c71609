import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import { MAX_REQUEST_BODY_BYTES } from '../../../shared/constants';
import { BODY_REFUSALS } from '../../../shared/errors';
import { type ApiRoute, findRoute } from '../../../shared/route-table';
import { type AuditChanges, auditChanges } from '../audit/audited-change';
import { logger } from '../logger';
import { type Caller, callerFrom } from './caller';
import { HttpError } from './http-error';
import { mapError } from './map-error';
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
  route: ApiRoute;
  caller: Caller;
}

const jsonBody = httpJsonBodyParser();

/**
 * The one middleware stack of every endpoint: request-scoped logs, route and role checks, body size,
 * JSON parsing and zod validation, then the implementation; any failure goes through one error
 * mapper to the error shape. Pass no route to serve whichever route the event was made for.
 */
export function defineHandler<R extends ApiRoute>(route: R | undefined, implementation: RouteImplementation<R>) {
  const internals = new WeakMap<object, Internal>();

  return middy<Event, APIGatewayProxyResult, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      onError: (request) => {
        request.response = mapError(request.error);
      },
    })
    .use({
      before: (request) => {
        const served = resolveRoute(request.event, route);
        const caller = callerFrom(request.event as APIGatewayProxyEvent);
        logger.appendKeys({ route: served.routeCode, path: served.path, role: caller.role });
        if (!served.roles.includes(caller.role)) throw new HttpError('FORBIDDEN');
        internals.set(request.event, { route: served, caller });
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
      const { route: served, caller } = internal;
      const reply = await implementation({
        caller,
        body: parsePart(served.request.body, event.body, 'body'),
        params: parsePart(served.request.params, event.pathParameters ?? {}, 'params'),
        query: parsePart(served.request.query, event.queryStringParameters ?? {}, 'query'),
        requestId: context.awsRequestId,
        audit: auditChanges(),
      } as RouteRequest<R>);
      return toResult(reply);
    });
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string) {
  return schema ? parseRequestPart(schema, value, part) : undefined;
}

/** The route this event was made for; a function wired to another route is a deployment fault. */
function resolveRoute(event: Event, declared: ApiRoute | undefined): ApiRoute {
  const found = findRoute(event.httpMethod, event.resource)?.[1];
  if (!found || (declared && found !== declared)) {
    throw new Error(`No route for ${event.httpMethod} ${event.resource}`);
  }
  return found;
}
