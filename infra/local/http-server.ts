import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { sendError, sendJson } from './http-response';
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
  /** config.json for the origin the browser used, so the Cognito endpoint is always same-origin. */
  webConfig: (origin: string | undefined) => WebConfig;
  log: LocalLogger;
}

/** The one origin the console talks to, like CloudFront in front of the bucket, API Gateway and Cognito. */
export function createPublicServer(parts: PublicServerParts): Server {
  return createServer((req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
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
}

function dispatch(parts: PublicServerParts, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname;
  if (path === '/api' || path.startsWith('/api/')) return parts.api(req, res, url);
  if (path === '/cognito' || path.startsWith('/cognito/')) {
    return parts.cognito(req, res, `${path.slice('/cognito'.length) || '/'}${url.search}`);
  }
  if (path === '/config.json') {
    sendJson(res, 200, parts.webConfig(originOf(req)), { 'cache-control': 'no-cache' });
    return Promise.resolve();
  }
  return parts.staticFiles(req, res, url);
}

/** The origin from the Host header, when it looks like one (it ends up in a URL the browser calls). */
function originOf(req: IncomingMessage): string | undefined {
  const host = req.headers.host;
  return host && /^[\w.-]+(:\d+)?$|^\[[\d:a-f]+\](:\d+)?$/i.test(host) ? `http://${host}` : undefined;
}
