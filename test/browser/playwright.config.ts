import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * The browser suite: Debian's Chromium headless shell against the whole product started by `npm start`'s
 * runtime on a fresh data folder. The headless shell is the same Blink and V8 as the full browser without
 * its browser layer, which is what Playwright itself runs headless tests on: on two cores the suite ran
 * about a fifth faster in it. Playwright's own browser download cannot work here, so a missing shell fails
 * the run with the command that installs it: a skipped suite would pass while proving nothing.
 * SEMAFORO_CHROMIUM names another Chromium build to run the suite in (the full one: /usr/bin/chromium).
 */
const CHROMIUM = process.env.SEMAFORO_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(CHROMIUM)) {
  throw new Error(`${CHROMIUM} is missing: run sudo apt-get install -y chromium-headless-shell`);
}

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
if (!existsSync(join(repoRoot, 'web/dist/index.html'))) {
  throw new Error('The console is not built: run npm run build:web (npm run test:browser does it first)');
}

/** A port nothing listens on now, so the suite runs beside `npm start` or another suite. */
function freePort(): Promise<number> {
  return new Promise((found, failed) => {
    const probe = createServer().once('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => found(port));
    });
  });
}

// The config is read again by every worker; the environment carries the first choice to them.
process.env.SEMAFORO_BROWSER_PORT ??= String(await freePort());
process.env.SEMAFORO_BROWSER_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'semaforo-browser-'));
const port = Number(process.env.SEMAFORO_BROWSER_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two browsers at a time is what two cores carry next to the runtime and its emulators.
  workers: 2,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  outputDir: join(repoRoot, 'test-results/browser'),
  use: {
    baseURL,
    // A step that cannot happen fails within 30 s, not at the test's timeout minutes later.
    actionTimeout: 30_000,
    locale: 'it-IT',
    screenshot: 'only-on-failure',
    // A trace records every action's screenshots and DOM for every test, kept or not: on two cores that
    // cost the suite minutes. Ask for it when a failure needs it: PW_TRACE=1 npm run test:browser.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    // Cloudscape's transitions off, as for a user who asks for reduced motion: fewer frames to paint.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1366, height: 800 } } }],
  webServer: {
    command: 'npx tsx infra/local/start.ts',
    cwd: repoRoot,
    url: `${baseURL}/config.json`,
    env: {
      PORT: String(port),
      SEMAFORO_DATA_DIR: process.env.SEMAFORO_BROWSER_DATA_DIR,
      POWERTOOLS_LOG_LEVEL: 'SILENT',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
