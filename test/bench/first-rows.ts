import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { DEMO_USERS } from '../../infra/local/demo-users';
import { startLocalStack } from '../../infra/local/stack';
import { percentile } from './support/timed-reads';

const median = (values: number[]) => percentile(values, 50);

/**
 * Time to the first rows of every console screen, in Chromium at 1440×900 against the whole local
 * product (npm start's runtime, demo data), signed in as an administrator (who sees every screen):
 * - cold: a full load of the screen's address with an empty HTTP cache and the session in storage, as a
 *   person opening a bookmark in the morning;
 * - warm: from the side menu of a console already loaded on another screen.
 * Each figure is the time from the navigation (or the click) to the first frame in which the screen's
 * first content is in the page: a list's first row of cells, the dashboard's figures, the precheck's
 * form. Median of RUNS runs. Targets: under 2 s cold and 1 s warm on this machine.
 */

const RUNS = Number(process.env.FIRST_ROWS_RUNS ?? 5);
const CHROMIUM = process.env.SEMAFORO_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
const VIEWPORT = { width: 1440, height: 900 };

interface ScreenProbe {
  name: string;
  path: string;
  /** The menu link a person clicks for the warm figure. */
  menuHref: string;
  /** What marks the first content as there. */
  ready: string;
  /** Where the warm move starts: the precheck, unless the menu link shows only elsewhere (a section). */
  warmFrom?: number;
}

const rows = (listId: string) => `[data-list-id="${listId}"] tbody tr:has(td + td)`;

export const SCREENS: readonly ScreenProbe[] = [
  { name: 'Precheck', path: '/admin/precheck', menuHref: '/admin/precheck', ready: 'form button[type="submit"]' },
  { name: 'Vista Clienti', path: '/admin/clientsList', menuHref: '/admin/clientsList', ready: rows('clientsList') },
  { name: 'Log Richieste', path: '/admin/dossierList', menuHref: '/admin/dossierList', ready: rows('dossierList') },
  {
    name: 'Pratiche Aggregate',
    path: '/admin/dossierListAggregated',
    menuHref: '/admin/dossierListAggregated',
    ready: rows('dossierListAggregated'),
  },
  { name: 'White list', path: '/admin/whitelist', menuHref: '/admin/whitelist', ready: rows('whitelist') },
  {
    name: 'Gestione configurazione (agenzie)',
    path: '/admin/blacklist',
    menuHref: '/admin/blacklist',
    ready: rows('agencies'),
  },
  {
    name: 'Dashboard',
    path: '/admin/dashboard',
    menuHref: '/admin/dashboard',
    ready: '[data-testid="dashboard-month-checks"]',
  },
  { name: 'Estrazioni', path: '/admin/enricher', menuHref: '/admin/enricher', ready: rows('extractions') },
  {
    name: 'Parametri di controllo',
    path: '/admin/parameters',
    menuHref: '/admin/parameters',
    ready: 'table[aria-label="Configurazione attiva"] tbody tr:has(td + td)',
  },
  { name: 'Utenti e ruoli', path: '/admin/backoffice', menuHref: '/admin/backoffice', ready: rows('users') },
  {
    name: 'Registro modifiche',
    path: '/admin/backoffice?section=registro',
    menuHref: '/admin/backoffice?section=registro',
    ready: rows('auditTrail'),
    // The back office's sections show in the menu once the back office is open.
    warmFrom: 9,
  },
];

/**
 * Watches, from before the page's own scripts, for the first frame in which `selector` matches:
 * `window.__firstContentAt` is then that frame's time since the navigation started. `__watch` starts a
 * new watch (a warm move), answering when it started.
 */
const WATCHER = `
window.__watch = (selector) => {
  window.__firstContentAt = undefined;
  const check = () => {
    if (document.querySelector(selector)) window.__firstContentAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  return performance.now();
};
if (window.__coldSelector) window.__watch(window.__coldSelector);
`;

async function signedInState(browser: Browser, url: string) {
  const admin = DEMO_USERS.find((user) => user.role === 'ADMIN');
  if (!admin) throw new Error('No ADMIN demo user');
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await page.getByLabel('Nome utente').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.locator('a[href="/admin/precheck"]:visible').first().waitFor();
  // A queued export, so that the job list has a row to show (the list is the caller's own jobs).
  const queued = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    const answer = await fetch('/api/v1/exportFileAsync', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem(key ?? '')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ extractionType: 'AGENCY', filename: 'Prime_righe', fileSeparator: ';' }),
    });
    return answer.status;
  });
  if (queued !== 200) throw new Error(`The export was not queued: ${queued}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function firstContentAt(context: BrowserContext): Promise<number> {
  const page = context.pages()[0];
  if (!page) throw new Error('No page');
  await page.waitForFunction(() => (window as { __firstContentAt?: number }).__firstContentAt !== undefined, null, {
    timeout: 30_000,
    polling: 50,
  });
  return page.evaluate(() => (window as unknown as { __firstContentAt: number }).__firstContentAt);
}

async function cold(
  browser: Browser,
  url: string,
  state: Awaited<ReturnType<typeof signedInState>>,
  screen: ScreenProbe,
) {
  // A new context: an empty HTTP cache, the session in storage.
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: state });
  try {
    await context.addInitScript(`window.__coldSelector = ${JSON.stringify(screen.ready)};${WATCHER}`);
    const page = await context.newPage();
    await page.goto(`${url}${screen.path}`);
    return await firstContentAt(context);
  } finally {
    await context.close();
  }
}

async function warm(
  browser: Browser,
  url: string,
  state: Awaited<ReturnType<typeof signedInState>>,
  screen: ScreenProbe,
) {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: state });
  try {
    await context.addInitScript(WATCHER);
    const page = await context.newPage();
    // Loaded on another screen first (the precheck, or the dashboard for the precheck itself).
    const from = SCREENS[screen.warmFrom ?? (screen.path === '/admin/precheck' ? 6 : 0)];
    if (!from) throw new Error('No screen to start from');
    await page.goto(`${url}${from.path}`);
    await page.locator(from.ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const startedAt = await page.evaluate(
      (selector) => (window as unknown as { __watch: (s: string) => number }).__watch(selector),
      screen.ready,
    );
    await page.locator(`a[href="${screen.menuHref}"]:visible`).first().click();
    return (await firstContentAt(context)) - startedAt;
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function measureFirstRows() {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const dataDir = mkdtempSync(join(tmpdir(), 'semaforo-first-rows-'));
  const stack = await startLocalStack({ port: 0, log: false, dataDir });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const state = await signedInState(browser, stack.url);
    const figures: { screen: string; cold: number; warm: number }[] = [];
    // FIRST_ROWS_ONLY=Log measures the screens whose name holds it (while working on one).
    const only = process.env.FIRST_ROWS_ONLY;
    for (const screen of SCREENS.filter((probe) => !only || probe.name.includes(only))) {
      const colds: number[] = [];
      const warms: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        colds.push(await cold(browser, stack.url, state, screen));
        warms.push(await warm(browser, stack.url, state, screen));
      }
      figures.push({ screen: screen.name, cold: median(colds), warm: median(warms) });
      console.log(
        `  ${screen.name.padEnd(36)} cold ${seconds(median(colds)).padStart(7)}   warm ${seconds(median(warms)).padStart(7)}`,
      );
    }
    return figures;
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('first-rows.ts')) {
  console.log(`first-rows: median of ${RUNS} runs, 1440×900, ${CHROMIUM}`);
  const figures = await measureFirstRows();
  const over = figures.filter((figure) => figure.cold > 2000 || figure.warm > 1000);
  console.log(
    over.length === 0
      ? 'first-rows: every screen under 2 s cold and 1 s warm'
      : `first-rows: OVER on ${over.map((f) => f.screen).join(', ')}`,
  );
}
