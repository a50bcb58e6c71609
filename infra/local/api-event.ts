import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { AuthorizerClaims } from './authorizer';
import { nameRecord } from './name-record';
import { LOCAL_ACCOUNT_ID } from './settings';

export interface ApiEventInput {
  req: IncomingMessage;
  url: URL;
  resource: string;
  pathParameters: Record<string, string> | null;
  claims: AuthorizerClaims;
  body: Buffer;
  requestId: string;
}

/** The event API Gateway (REST, Lambda proxy integration) would send for this request. */
export function apiGatewayEvent(input: ApiEventInput): APIGatewayProxyEvent {
  const { req, url, resource, claims, requestId } = input;
  const method = req.method ?? 'GET';
  const { headers, multiValueHeaders } = headersOf(req);
  const { single: queryStringParameters, multi: multiValueQueryStringParameters } = queryOf(url);
  const now = new Date();
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const domainName = req.headers.host ?? 'localhost';
  return {
    httpMethod: method,
    resource,
    path: url.pathname,
    pathParameters: input.pathParameters,
    queryStringParameters,
    multiValueQueryStringParameters,
    headers,
    multiValueHeaders,
    stageVariables: null,
    // The API is JSON only, so no binary media types: bodies arrive as text, never base64.
    body: input.body.length > 0 ? input.body.toString('utf8') : null,
    isBase64Encoded: false,
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: 'local',
      authorizer: { claims },
      domainName,
      domainPrefix: domainName.split(/[.:]/)[0] ?? domainName,
      extendedRequestId: requestId,
      httpMethod: method,
      identity: identity(sourceIp, req.headers['user-agent'] ?? null),
      path: url.pathname,
      protocol: `HTTP/${req.httpVersion}`,
      requestId,
      requestTime: now.toUTCString(),
      requestTimeEpoch: now.getTime(),
      resourceId: 'local',
      resourcePath: resource,
      stage: 'local',
    },
  };
}

/** Header names as the client wrote them (API Gateway keeps their case); the last value wins in `headers`. */
function headersOf(req: IncomingMessage) {
  const pairs: [string, string][] = [];
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    pairs.push([req.rawHeaders[index] as string, req.rawHeaders[index + 1] as string]);
  }
  const { single: headers, multi: multiValueHeaders } = byName(pairs);
  return { headers, multiValueHeaders };
}

/** API Gateway sends null, not an empty object, when there is no query string. */
function queryOf(url: URL) {
  if (!url.search || url.search === '?') return { single: null, multi: null };
  return byName(url.searchParams);
}

/**
 * The client chooses these names, so they go into objects without a prototype: `constructor` or
 * `__proto__` are then names like any other, as API Gateway passes them, instead of Object's members.
 */
function byName(pairs: Iterable<[string, string]>) {
  const single = nameRecord<string>();
  const multi = nameRecord<string[]>();
  for (const [name, value] of pairs) {
    single[name] = value;
    multi[name] = [...(multi[name] ?? []), value];
  }
  return { single, multi };
}

function identity(sourceIp: string, userAgent: string | null) {
  return {
    accessKey: null,
    accountId: null,
    apiKey: null,
    apiKeyId: null,
    caller: null,
    clientCert: null,
    cognitoAuthenticationProvider: null,
    cognitoAuthenticationType: null,
    cognitoIdentityId: null,
    cognitoIdentityPoolId: null,
    principalOrgId: null,
    sourceIp,
    user: null,
    userAgent,
    userArn: null,
  };
}
