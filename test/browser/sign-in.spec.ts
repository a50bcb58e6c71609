import { expect, test } from '@playwright/test';
import { ROLE_PROFILES } from '../../shared/roles';
import { DEMO_USERS, defaultPath, demoUser, menuPaths, signIn, signInAs, userMenuButton } from './support/console';

test.describe('sign-in and routes', () => {
  for (const user of DEMO_USERS) {
    test(`${user.username} (${user.role}) lands on the default page and sees exactly the role's menu`, async ({
      page,
    }) => {
      await signInAs(page, user);
      const profile = ROLE_PROFILES[user.role];
      expect(await menuPaths(page)).toEqual(profile.screens.map((screen) => `/admin/${screen}`).sort());
      await expect(page).toHaveTitle('Dashboard');
      await expect(userMenuButton(page)).toContainText(initialsOf(user.username));
    });
  }

  test('a typed route the role may not see redirects to its default page', async ({ page }) => {
    await signInAs(page, 'ANALISTA_TUTELATO');
    for (const forbidden of ['/admin/precheck', '/admin/blacklist', '/admin/nonexistent', '/elsewhere']) {
      await page.goto(forbidden);
      await expect(page).toHaveURL(defaultPath('ANALISTA_TUTELATO'));
      await expect(page.getByRole('heading', { level: 1, name: /^Numero clienti trovati/ })).toBeVisible();
    }
  });

  test('the black list entry opens onto its four sections, agency mapping by default', async ({ page }) => {
    await signInAs(page, 'ADMIN');
    const menu = page.getByRole('navigation');
    await menu.getByRole('link', { name: 'Gestione configurazione' }).click();
    await expect(page).toHaveURL('/admin/blacklist');
    await expect(page.getByRole('heading', { level: 1, name: 'Mapping codice agenzia' })).toBeVisible();
    // Every section is built (blacklist.spec.ts, configuration.spec.ts, agencies.spec.ts): its own
    // content, no notice.
    for (const [section, title, content] of [
      ['Black list ceduti', 'Gestione BlackList Ceduti', 'Lista attiva'],
      ['Black list radiati', 'Gestione BlackList Radiati', 'Lista attiva'],
      ['Configurazione parametri', 'Configurazione parametri', 'Configurazione attiva'],
      ['Mapping codice agenzia', 'Mapping codice agenzia', 'Inserisci agenzia'],
    ] as const) {
      await menu.getByRole('link', { name: section, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(content, { exact: true }).first()).toBeVisible();
    }
  });

  test('the back page exists for every role and leads back into the console', async ({ page }) => {
    await signInAs(page, 'AGENT', { path: '/admin/back' });
    await expect(page.getByRole('heading', { level: 1, name: 'Torna indietro' })).toBeVisible();
    // Opened directly, nothing of the console lies behind it: it leads to the default page.
    await page.getByRole('button', { name: 'Torna indietro' }).click();
    await expect(page).toHaveURL(defaultPath('AGENT'));
  });

  test('wrong credentials show the error on the form', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demoUser('AGENT'), 'not-the-password');
    await expect(page.getByRole('main').getByText('Nome utente o password non corretti.')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('a reload keeps a signed-in user signed in', async ({ page }) => {
    await signInAs(page, 'RISK_OFFICER');
    await page.reload();
    await expect(page).toHaveURL(defaultPath('RISK_OFFICER'));
    await expect(userMenuButton(page)).toContainText('GB');
  });
});

function initialsOf(username: string): string {
  return username
    .split('.')
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
