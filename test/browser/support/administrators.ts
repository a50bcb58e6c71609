import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_USERS, type DemoUser, defaultPath, signIn } from './console';
import { switchToEnglish } from './list-page';

/**
 * The two demo administrators, for the four-eyes paths of the versioned screens (configuration, black
 * lists): one prepares a version, the other publishes it, each signed in on a page of its own.
 */

export function administrator(username: string): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user;
}

/** Signs an administrator in on a page of its own (its own storage), in the language of the test. */
export async function administratorPage(browser: Browser, username: string, language: string): Promise<Page> {
  // A context of its own (axe needs a page of browser.newContext()).
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signIn(page, administrator(username));
  await expect(page).toHaveURL(defaultPath('ADMIN'));
  if (language === 'English') await switchToEnglish(page);
  return page;
}

/** A catalogue text with its values, as i18next fills it: 'In vigore dal {{from}}'. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
}
