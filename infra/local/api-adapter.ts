import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { MAX_REQUEST_BODY_BYTES } from '../../shared/constants';
import { BODY_REFUSALS, ERROR_DESCRIPTIONS } from '../../shared/errors';
import { apiGatewayEvent } from './api-event';
import type { Authorizer } from './authorizer';
import { loadHandler } from './handler-loader';
import { sendError } from './http-response';
import { lambdaContext } from './lambda-context';
import type { LocalLogger } from './logger';
import { readBody } from './request-body';
import { matchRoute } from './route-matcher';

/** API Gateway gives up on an integration after 29 seconds. */
const INTEGRATION_TIMEOUT_MS = 29_000;

export interface ApiAdapterOptions {
  authorizer: Authorizer;
  log: LocalLogger;
}

/**
 * What API Gateway does in front of each Lambda: resolve the resource, run the Cognito authorizer,
 * enforce the payload limit, build the proxy event, invoke, and turn the result into the response.
 * Role checks are the handlers' (the authorizer only authenticates), as in AWS.
 */
export function createApiAdapter({ authorizer, log }: ApiAdapterOptions) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const matched = matchRoute(req.method ?? '', url.pathname);
    if (!matched) return sendError(res, 404, 'NOT_FOUND');

    const claims = authorizer.authorize(req.headers.authorization);
    if (!claims) return sendError(res, 401, 'UNAUTHORIZED');

    const body = await readBody(req, MAX_REQUEST_BODY_BYTES);
    // The connection is gone (the server answered 408): nobody to answer, nothing to run.
    if (body.kind === 'aborted') return;
    if (body.kind === 'too-large') {
      return sendError(res, 400, 'BAD_REQUEST', BODY_REFUSALS.tooLarge);
    }

    const requestId = randomUUID();
    const event = apiGatewayEvent({
      req,
      url,
      resource: matched.route.path,
      pathParameters: matched.pathParameters,
      claims,
      body: body.body,
      requestId,
    });
    const context = lambdaContext(matched.name, INTEGRATION_TIMEOUT_MS, requestId);
    let result: unknown;
    try {
      const handler = await loadHandler<APIGatewayProxyEvent, APIGatewayProxyResult>(matched.route.handler);
      result = await withTimeout(handler(event, context), INTEGRATION_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof IntegrationTimeout) {
        log.error(`${matched.name} did not answer within ${INTEGRATION_TIMEOUT_MS} ms`);
        return sendError(res, 504, 'INTERNAL_ERROR', ERROR_DESCRIPTIONS.INTERNAL_ERROR);
      }
      // API Gateway answers 502 when the function throws; the details stay in the log, never the body.
      log.error(`${matched.name} threw`, error);
      return sendError(res, 502, 'INTERNAL_ERROR');
    }
    if (!isProxyResult(result)) {
      log.error(`${matched.name} returned no proxy result (statusCode missing)`);
      return sendError(res, 502, 'INTERNAL_ERROR');
    }
    writeResult(res, result, requestId);
  };
}

function isProxyResult(value: unknown): value is APIGatewayProxyResult {
  return (
    typeof value === 'object' && value !== null && typeof (value as { statusCode?: unknown }).statusCode === 'number'
  );
}

function writeResult(res: ServerResponse, result: APIGatewayProxyResult, requestId: string): void {
  // API Gateway's request id header; locally it also tells a handler's answer from the gateway's own.
  const headers: OutgoingHttpHeaders = { 'x-amzn-RequestId': requestId };
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) headers[name] = values.map(String);
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  const hasContentType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  // API Gateway labels a proxy response without a content type as JSON.
  if (!hasContentType) headers['content-type'] = 'application/json';
  const body = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : Buffer.from(result.body ?? '');
  headers['content-length'] = body.length;
  res.writeHead(result.statusCode, headers);
  res.end(body);
}

class IntegrationTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new IntegrationTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
