import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS, type DemoUser } from '../../../infra/local/demo-users';
import { ROLE_PROFILES, type Role } from '../../../shared/roles';

export { DEMO_USERS, type DemoUser };

export function demoUser(role: Role): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`No demo user for ${role}`);
  return user;
}

export function defaultPath(role: Role): string {
  return `/admin/${ROLE_PROFILES[role].defaultScreen}`;
}

export function signInForm(page: Page): Locator {
  return page.locator('form').filter({ has: page.getByLabel('Password') });
}

/** Signs in through the form (Italian labels) and waits for the console frame. */
export async function signIn(page: Page, user: DemoUser, password = user.password): Promise<void> {
  await page.getByLabel('Nome utente').fill(user.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/**
 * Sessions signed in through the form by this worker, by username: Amplify's stored tokens. The sign-in
 * itself is tested by sign-in.spec.ts; every other test starts from a session a person would already
 * have, which spares the suite a form and a Cognito round trip per test. A session is reused for a few
 * minutes only, well within the tokens' lifetime, so a refresh never decides a test.
 */
const SESSION_REUSE_MS = 4 * 60_000;
const signedInSessions = new Map<string, { at: number; items: [string, string][] }>();
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** Where a signed-in test starts: a page of the console other than the role's own, and the language. */
export interface Start {
  /** The address the test opens first; the role's default page when absent. */
  path?: string;
  /** English, as chosen last time (the console's stored language), from the first page shown. */
  english?: boolean;
}

/** The console's stored language (web/src/shared/i18n/locale-storage.ts). */
const LOCALE_KEY = 'semaforo.locale';

/**
 * Signs in the role's first demo user, or the demo user given (a role may have two, as ADMIN does), and
 * opens `start.path` (else the role's default page), in English when asked. A session this worker signed
 * in lately is put back in storage and the page opened straight away: one load of the console, not the
 * default page's and then the test's.
 */
export async function signInAs(page: Page, who: Role | DemoUser, start: Start = {}): Promise<DemoUser> {
  const user = typeof who === 'string' ? demoUser(who) : who;
  const saved = signedInSessions.get(user.username);
  const fresh = saved !== undefined && Date.now() - saved.at < SESSION_REUSE_MS;
  const landing = start.path ?? defaultPath(user.role);
  if (fresh) {
    // Any page of the console's origin gives access to its storage; the tokens go in before the console starts.
    await page.goto('/config.json');
    await page.evaluate(
      ({ items, locale }) => {
        for (const [key, value] of items) localStorage.setItem(key, value);
        if (locale) localStorage.setItem(locale.key, locale.value);
      },
      { items: saved.items, locale: start.english ? { key: LOCALE_KEY, value: 'en' } : undefined },
    );
    await page.goto(landing);
  } else {
    await page.goto('/');
    await signIn(page, user);
    await expect(page).toHaveURL(defaultPath(user.role));
    await expect(sideNavigation(page)).toBeVisible();
    if (start.english) await page.evaluate((key) => localStorage.setItem(key, 'en'), LOCALE_KEY);
    if (start.english || landing !== defaultPath(user.role)) await page.goto(landing);
  }
  if (!start.path) await expect(sideNavigation(page)).toBeVisible();
  if (!fresh) {
    const items = await page.evaluate(
      (prefix) =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith(prefix))
          .map((key): [string, string] => [key, localStorage.getItem(key) ?? '']),
      AMPLIFY_KEY_PREFIX,
    );
    signedInSessions.set(user.username, { at: Date.now(), items });
  }
  return user;
}

/** Forgets the sessions of this worker: a test that ends a session on the server calls it. */
export function forgetSignedInSessions(): void {
  signedInSessions.clear();
}

export function sideNavigation(page: Page): Locator {
  return page.locator('nav').filter({ has: page.locator('a[href^="/admin/"]') });
}

/** The paths of the menu's screen entries (the black list sections, with a query, are left out). */
export async function menuPaths(page: Page): Promise<string[]> {
  // The menu is drawn with the console, a moment after the address changes.
  await expect(sideNavigation(page).locator('a[href^="/admin/"]').first()).toBeVisible();
  const hrefs = await sideNavigation(page)
    .locator('a[href^="/admin/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => !href.includes('?')).sort();
}

export function userMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: /Menu utente|User menu/ });
}

export async function signOut(page: Page): Promise<void> {
  // Signing out revokes the session's refresh token: no later test may start from it.
  forgetSignedInSessions();
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: /Esci|Sign out/ }).click();
}

/** The red alerts at the top centre (spec section 8), in any language. */
export function shownAlerts(page: Page): Locator {
  return page.getByTestId('alerts-bar').locator('[role="alert"]');
}

/**
 * No alert repeats what the screen shows in place. An absence: checked once a failure has
 * had the moment an alert takes to appear (it waits for the screen's own handling of the failure).
 */
export async function expectNoAlert(page: Page): Promise<void> {
  await page.waitForTimeout(500);
  // Counted once: a retrying assertion would pass when an alert closes itself 5 s later.
  expect(await shownAlerts(page).count()).toBe(0);
}
