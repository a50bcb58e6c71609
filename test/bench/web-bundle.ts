import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * The console's initial JavaScript before sign-in, gzip-compressed (target ≤ 300 KiB).
 * Two figures from the production build (`npm run build:web` first):
 * - manifest: the entry chunk and its static imports, what index.html pulls in by itself;
 * - sign-in page: every script Chromium fetches until the sign-in form shows, which adds what the
 *   start loads on purpose before the first render (the Cloudscape texts of the chosen language).
 * The second is the one recorded in docs/benchmarks.md.
 */

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const dist = join(repoRoot, 'web/dist');
const CHROMIUM = '/usr/bin/chromium';
export const TARGET_KIB = 300;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export interface BundleFigure {
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

export interface WebBundleFigures {
  manifest: BundleFigure;
  signInPage: BundleFigure;
}

function figureOf(files: Iterable<string>): BundleFigure {
  const sized = [...new Set(files)].map((file) => {
    const content = readFileSync(join(dist, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  return { files: sized, gzipBytes: sized.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

export function manifestFigure(): BundleFigure {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry in web/dist/.vite/manifest.json');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  return figureOf([...seen].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js')));
}

// The built console plus a stand-in /config.json: before sign-in nothing talks to Cognito.
function serveDist(): Promise<Server> {
  const config = {
    region: 'eu-south-1',
    userPoolId: 'eu-south-1_Bench0001',
    userPoolClientId: 'bench',
    apiBaseUrl: '',
  };
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(config));
      return;
    }
    const file = join(dist, normalize(path));
    const found = file.startsWith(dist) && extname(file) !== '' && existsSync(file);
    response
      .writeHead(200, { 'content-type': found ? (types[extname(file)] ?? 'application/octet-stream') : 'text/html' })
      .end(readFileSync(found ? file : join(dist, 'index.html')));
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}

export async function signInPageFigure(): Promise<BundleFigure> {
  if (!existsSync(CHROMIUM)) throw new Error('Chromium is missing: run sudo apt-get install -y chromium');
  const server = await serveDist();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname.slice(1));
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.locator('input[type="password"]').waitFor();
    return figureOf(scripts);
  } finally {
    await browser.close();
    server.close();
  }
}

export async function measureWebBundle(): Promise<WebBundleFigures> {
  if (!existsSync(join(dist, '.vite/manifest.json'))) throw new Error('Build the console first: npm run build:web');
  return { manifest: manifestFigure(), signInPage: await signInPageFigure() };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function print(title: string, figure: BundleFigure): void {
  console.log(`\n${title}`);
  for (const { file, bytes, gzipBytes } of figure.files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${file.padEnd(44)} ${kib(bytes).padStart(11)} ${kib(gzipBytes).padStart(11)} gzip`);
  }
  console.log(`  ${'total'.padEnd(44)} ${''.padStart(11)} ${kib(figure.gzipBytes).padStart(11)} gzip`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = await measureWebBundle();
  print('Initial JS, entry and its static imports (Vite manifest):', figures.manifest);
  print('Initial JS, scripts the sign-in page loads (Chromium):', figures.signInPage);
  const verdict = figures.signInPage.gzipBytes <= TARGET_KIB * 1024 ? 'within' : 'OVER';
  console.log(
    `\nweb-bundle: ${kib(figures.signInPage.gzipBytes)} gzip before sign-in, ${verdict} the ${TARGET_KIB} KiB target`,
  );
}
