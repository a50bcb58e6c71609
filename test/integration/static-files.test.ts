import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { close, listen } from '../../infra/local/listen';
import { createStaticFiles } from '../../infra/local/static-files';

const FAVICON = fileURLToPath(new URL('../../web/public/favicon.ico', import.meta.url));

let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'semaforo-dist-'));
  dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>console</title>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(root, 'secret.txt'), 'outside dist');
  // Vite copies web/public into the build as is: the console's icon among them.
  await copyFile(FAVICON, join(dist, 'favicon.ico'));
  const serve = createStaticFiles(dist);
  server = createServer((req, res) => void serve(req, res, new URL(req.url ?? '/', 'http://localhost')));
  base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});

afterAll(async () => {
  await close(server);
  await rm(join(dist, '..'), { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    text: await response.text(),
  };
};

describe('static files of the console', () => {
  it('serves hashed assets with their type, cached for good', async () => {
    expect(await get('/assets/index-abc123.js')).toMatchObject({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
    });
  });

  it('serves index.html never cached, for the root and for the SPA routes', async () => {
    for (const path of ['/', '/admin/clientsList', '/admin/blacklist/RADIATI']) {
      expect(await get(path)).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', cache: 'no-cache' });
    }
  });

  it('serves the console icon at /favicon.ico, as an icon', async () => {
    const response = await fetch(`${base}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    const body = Buffer.from(await response.arrayBuffer());
    // An ICO file: reserved 0, type 1 (icon), then at least one image.
    expect(body.readUInt16LE(0)).toBe(0);
    expect(body.readUInt16LE(2)).toBe(1);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
    expect(body).toEqual(await readFile(FAVICON));
  });

  it('answers 404 for a missing file with an extension', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
  });

  it('never serves a file outside the build folder', async () => {
    expect((await get('/..%2fsecret.txt')).text).not.toContain('outside dist');
    expect((await get('/%2e%2e/secret.txt')).text).not.toContain('outside dist');
  });

  it('says how to build the console when it is not built', async () => {
    const missing = createStaticFiles(join(dist, 'nope'));
    const other = createServer((req, res) => void missing(req, res, new URL(req.url ?? '/', 'http://localhost')));
    const port = await listen(other, 0, '127.0.0.1');
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      errors: [{ code: 'SERVICE_UNAVAILABLE', description: expect.stringContaining('npm run build:web') }],
    });
    await close(other);
  });
});
