import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO_USERS } from '../../../infra/local/demo-users';
import { startLocalStack } from '../../../infra/local/stack';

/**
 * Lighthouse's desktop preset on console screens, signed in as a risk officer with the session kept in
 * the browser's profile (`--disable-storage-reset`), against the whole local product. Lighthouse is
 * not a dependency of the project (about 150 packages for a figure recorded now and then): this script
 * runs it with `npx lighthouse@12.2.3`, or the CLI named by LIGHTHOUSE_CLI (a path to its
 * cli/index.js). Debian's full Chromium, since Lighthouse drives a browser of its own launching.
 * Run: `npx tsx test/bench/lighthouse/scores.ts [path …]`.
 */

const CHROMIUM = process.env.SEMAFORO_LIGHTHOUSE_CHROMIUM ?? '/usr/bin/chromium';
const PATHS =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['/admin/dossierList', '/admin/dashboard', '/admin/precheck'];

process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
const dataDir = mkdtempSync(join(tmpdir(), 'semaforo-lighthouse-'));
const profile = mkdtempSync(join(tmpdir(), 'semaforo-lighthouse-profile-'));
const stack = await startLocalStack({ port: 0, log: false, dataDir });
try {
  const officer = DEMO_USERS.find((user) => user.role === 'RISK_OFFICER');
  if (!officer) throw new Error('No RISK_OFFICER demo user');
  // Signed in once in the profile Lighthouse then opens: Amplify's tokens stay in its storage.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--headless=new'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${stack.url}/`);
  await page.getByLabel('Nome utente').fill(officer.username);
  await page.getByLabel('Password').fill(officer.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.locator('a[href="/admin/dossierList"]:visible').first().waitFor();
  await context.close();

  const cli = process.env.LIGHTHOUSE_CLI;
  const [command, prefix] = cli ? ['node', [cli]] : ['npx', ['--yes', 'lighthouse@12.2.3']];
  for (const path of PATHS) {
    const report = execFileSync(
      command,
      [
        ...prefix,
        `${stack.url}${path}`,
        `--chrome-flags=--headless=new --no-sandbox --user-data-dir=${profile}`,
        '--preset=desktop',
        '--disable-storage-reset',
        '--only-categories=performance,accessibility,best-practices',
        '--output=json',
        '--quiet',
      ],
      { maxBuffer: 200_000_000, env: { ...process.env, CHROME_PATH: CHROMIUM } },
    ).toString();
    const { categories, audits } = JSON.parse(report);
    const score = (name: string) => Math.round(categories[name].score * 100);
    console.log(
      `${path}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}; ` +
        `TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms, CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}, ` +
        `LCP ${Math.round(audits['largest-contentful-paint'].numericValue)} ms, DOM ${audits['dom-size'].displayValue}`,
    );
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
