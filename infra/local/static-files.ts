import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
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
};

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Semaforo: console not built</title></head>
<body><h1>The console is not built</h1>
<p>Run <code>npm run build:web</code> (or <code>npm start</code>, which builds it), then reload.</p>
<p>The API, <code>/config.json</code> and <code>/cognito/</code> are already running.</p></body></html>`;

/**
 * The built console, as CloudFront serves it: hashed assets cached for good, index.html never, and
 * the SPA's own routes (paths without an extension) answered with index.html.
 */
export function createStaticFiles(distDir: string) {
  const root = resolve(distDir);
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (!existsSync(join(root, 'index.html'))) {
      res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(NOT_BUILT_PAGE);
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = resolve(root, `.${pathname}`);
    const inside = file === root || file.startsWith(root + sep);
    if (inside && (await isFile(file))) return sendFile(req, res, file, pathname.startsWith('/assets/'));
    if (!inside || extname(pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
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
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
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
