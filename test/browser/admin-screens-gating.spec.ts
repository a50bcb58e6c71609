import { expect, test } from '@playwright/test';
import { ROLES } from '../../shared/roles';
import { it as italian } from '../../web/src/shared/i18n/locales/it';
import { defaultPath, sideNavigation, signInAs } from './support/console';

/**
 * The screens that change what the checks decide with are an administrator's only: every other role,
 * signed in once, has no link to them, and each of their addresses typed in the bar lands back on the
 * role's own page. One sign-in per role for the configuration and both black lists.
 */
const ADMIN_PATHS = [
  '/admin/parameters',
  '/admin/blacklist?section=configurazione',
  '/admin/blacklist?section=radiati',
  '/admin/blacklist?section=ceduti',
];

test('no other role reaches the configuration nor the black lists', async ({ browser }) => {
  for (const role of ROLES.filter((candidate) => candidate !== 'ADMIN')) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, role);
    await expect(sideNavigation(page).locator('a[href^="/admin/parameters"], a[href^="/admin/blacklist"]')).toHaveCount(
      0,
    );
    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await expect(page, `${role} at ${path}`).toHaveURL(defaultPath(role));
      await expect(page.getByRole('heading', { name: italian.configurationScreen.title })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /Gestione BlackList/ })).toHaveCount(0);
    }
    await context.close();
  }
});
