import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { LOCAL_REFUSALS, sendError } from './http-response';

const CONTENT_TYPES = new Map(
  Object.entries({
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
    '.map': 'application/json; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.gif': 'image/gif',
    '.webp': 'image/webp',
    '.ico': 'image/x-icon',
    '.woff': 'font/woff',
    '.woff2': 'font/woff2',
    '.ttf': 'font/ttf',
    '.txt': 'text/plain; charset=utf-8',
    '.webmanifest': 'application/manifest+json',
  }),
);

/**
 * The built console, as CloudFront serves it: hashed assets cached for good, index.html never, and
 * the SPA's own routes (paths without an extension) answered with index.html. Failures are in the
 * error shape like the API's; 'not built' names the command that builds the console.
 */
export function createStaticFiles(distDir: string) {
  const root = resolve(distDir);
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendError(res, 405, 'BAD_REQUEST', LOCAL_REFUSALS.methodNotAllowed, { allow: 'GET, HEAD' });
    }
    if (!existsSync(join(root, 'index.html'))) {
      return sendError(res, 503, 'SERVICE_UNAVAILABLE', LOCAL_REFUSALS.notBuilt);
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendError(res, 400, 'BAD_REQUEST', LOCAL_REFUSALS.badPath);
    }
    const file = resolve(root, `.${pathname}`);
    const inside = file === root || file.startsWith(root + sep);
    if (inside && (await isFile(file))) return sendFile(req, res, file, pathname.startsWith('/assets/'));
    if (!inside || extname(pathname)) return sendError(res, 404, 'NOT_FOUND');
    return sendFile(req, res, join(root, 'index.html'), false);
  };
}

async function isFile(path: string): Promise<boolean> {
  return stat(path)
    .then((info) => info.isFile())
    .catch(() => false);
}

async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, immutable: boolean): Promise<void> {
  const info = await stat(file);
  res.writeHead(200, {
    'content-type': CONTENT_TYPES.get(extname(file).toLowerCase()) ?? 'application/octet-stream',
    'content-length': info.size,
    // Vite puts a content hash in every asset name, so an asset URL never changes content.
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}
