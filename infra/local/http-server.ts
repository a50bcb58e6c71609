import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isAllowedHost } from './allowed-hosts';
import { answerClientError } from './client-error';
import { LOCAL_REFUSALS, sendError, sendJson } from './http-response';
import type { LocalLogger } from './logger';

export interface WebConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  apiBaseUrl: string;
  userPoolEndpoint: string;
}

type Route = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

export interface PublicServerParts {
  api: Route;
  cognito: (req: IncomingMessage, res: ServerResponse, upstreamPath: string) => Promise<void>;
  staticFiles: Route;
  /** config.json: from configuration only, never from the request. */
  webConfig: WebConfig;
  /** The Host headers answered (allowed-hosts.ts); any other gets 403. Read on each request. */
  allowedHosts: () => ReadonlySet<string>;
  /** Header fields on every answer, as CloudFront's response headers policy adds them in AWS. */
  securityHeaders: Readonly<Record<string, string>>;
  log: LocalLogger;
}

/**
 * How long a request may take to arrive, headers and body, before it is answered 408 and its connection
 * closed: a client that stops sending (a body that never completes) would otherwise hold a connection and
 * a pending handler for Node's default five minutes. API Gateway gives up on a silent client within
 * seconds too; a real upload over loopback arrives in well under one.
 */
export const REQUEST_ARRIVAL_TIMEOUT_MS = 10_000;
/** How often Node looks for requests over their time: the 408 goes out at most this much late. */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** The one origin the console talks to, like CloudFront in front of the bucket, API Gateway and Cognito. */
export function createPublicServer(parts: PublicServerParts): Server {
  const options = {
    requestTimeout: REQUEST_ARRIVAL_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  };
  const server = createServer(options, (req, res) => {
    const started = Date.now();
    for (const [name, value] of Object.entries(parts.securityHeaders)) res.setHeader(name, value);
    const url = requestUrl(req);
    if (!url) {
      req.resume();
      return sendError(res, 400, 'BAD_REQUEST', LOCAL_REFUSALS.malformed);
    }
    res.on('finish', () => {
      if (url.pathname.startsWith('/api')) {
        parts.log.info(`${req.method} ${url.pathname} ${res.statusCode} ${Date.now() - started} ms`);
      }
    });
    dispatch(parts, req, res, url)
      .catch((error) => {
        parts.log.error(`${req.method} ${url.pathname} failed`, error);
        if (!res.headersSent) sendError(res, 500, 'INTERNAL_ERROR');
        else res.destroy();
      })
      .finally(() => {
        // Whatever was answered before the body was read (401, 404): drop the rest of the upload.
        if (!req.complete) req.resume();
      });
  });
  // Requests node refuses before a handler sees them (headers too large, malformed): the error shape too.
  server.on('clientError', (error, socket) => answerClientError(error, socket, parts.securityHeaders));
  return server;
}

function dispatch(parts: PublicServerParts, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (!isAllowedHost(parts.allowedHosts(), req.headers.host)) {
    sendError(res, 403, 'FORBIDDEN', LOCAL_REFUSALS.hostNotAllowed);
    return Promise.resolve();
  }
  const path = url.pathname;
  if (path === '/api' || path.startsWith('/api/')) return parts.api(req, res, url);
  if (path === '/cognito' || path.startsWith('/cognito/')) {
    return parts.cognito(req, res, `${path.slice('/cognito'.length) || '/'}${url.search}`);
  }
  if (path === '/config.json') {
    sendJson(res, 200, parts.webConfig, { 'cache-control': 'no-cache' });
    return Promise.resolve();
  }
  return parts.staticFiles(req, res, url);
}

/**
 * The request's URL, or undefined for a target node's parser lets through and the URL class refuses
 * (`http://[`, `http://%zz/`): thrown here, outside any handler, it would stop the whole local stack.
 */
function requestUrl(req: IncomingMessage): URL | undefined {
  try {
    return new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return undefined;
  }
}
