import type { Browser, Page } from '@playwright/test';
import { DEMO_USERS, type DemoUser, signInAs } from './console';

/**
 * The two demo administrators, for the four-eyes paths of the versioned screens (configuration, black
 * lists): one prepares a version, the other publishes it, each signed in on a page of its own.
 */

export function administrator(username: string): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user;
}

/**
 * Signs an administrator in on a page of its own (its own storage), in the language of the test, left on
 * the console's origin without opening a screen: every caller opens its screen next, so the console
 * loads once, on that screen, not first on the default page.
 */
export async function administratorPage(browser: Browser, username: string, language: string): Promise<Page> {
  // A context of its own (axe needs a page of browser.newContext()).
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, administrator(username), { english: language === 'English', path: '/config.json' });
  return page;
}

/** A catalogue text with its values, as i18next fills it: 'In vigore dal {{from}}'. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
}
