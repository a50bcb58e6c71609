import { expect, type Page, test } from '@playwright/test';
import { USER_REFUSALS } from '../../shared/users/user-rules';
import { defaultPath, menuPaths, sideNavigation, signInAs, signOut } from './support/console';
import { search, seriousViolations } from './support/list-page';
import { roleMenu, typeCredentials } from './support/users';

/**
 * Users and roles in the back office (issue 26 'Done when'), in Italian: the English texts of the screen
 * are covered by web/src/features/users/users-screen.test.tsx. An administrator creates a user, sees it
 * sign in with its role's menu, changes its role, disables it, and cannot change or disable itself.
 */

async function openUser(admin: Page, username: string) {
  await admin.getByRole('textbox', { name: 'Utente (nome o email)' }).fill(username);
  await search(admin);
  const rows = admin.getByRole('table', { name: 'Utenti' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await rows.filter({ hasText: username }).getByRole('cell').nth(1).click();
  await expect(admin.getByRole('dialog', { name: 'Dettaglio utente' })).toBeVisible();
}

/** Closes the operation's outcome with its footer button (the header's X shares the name). */
const closeDialog = (admin: Page) =>
  admin.getByRole('dialog').last().getByRole('button', { name: 'Chiudi', exact: true }).last().click();

async function confirmOperation(admin: Page) {
  const wizard = admin.getByRole('dialog').last();
  await wizard.getByRole('button', { name: 'Conferma' }).click();
  return wizard;
}

test('an administrator creates a user, changes its role and disables it; the user sees each at once', async ({
  browser,
  page: admin,
}) => {
  await signInAs(admin, 'ADMIN', { path: '/admin/backoffice' });
  await expect(admin.getByRole('heading', { level: 1, name: /^Utenti trovati/ })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  await admin.getByRole('button', { name: 'Crea utente' }).click();
  const form = admin.getByRole('dialog', { name: 'Crea utente' });
  await form.getByLabel('Nome utente').fill('Collega Nuovo');
  await form.getByLabel('Email').click();
  await expect(form.getByText('Il nome utente ammette solo lettere minuscole')).toBeVisible();
  await form.getByLabel('Nome utente').fill('collega.nuovo');
  await form.getByLabel('Email').fill('collega.nuovo@semaforo.local');
  await form.getByLabel('Ruolo').click();
  await admin.getByRole('option', { name: 'Analista', exact: true }).click();
  await form.getByRole('button', { name: 'Continua' }).click();
  const created = await confirmOperation(admin);
  const temporary = (await created.getByTestId('temporary-password').textContent()) ?? '';
  expect(temporary).toHaveLength(16);
  await created.getByRole('button', { name: 'Chiudi' }).first().click();

  // The user, in a browser of its own whose clock the test moves.
  const user = await (await browser.newContext()).newPage();
  await user.clock.install();
  await user.goto('/');
  await typeCredentials(user, 'collega.nuovo', temporary);
  await user.getByLabel('Nuova password', { exact: true }).fill('Collega-Nuovo-2026');
  await user.getByLabel('Conferma la nuova password', { exact: true }).fill('Collega-Nuovo-2026');
  await user.getByRole('button', { name: 'Imposta la password' }).click();
  await expect(user).toHaveURL(defaultPath('ANALISTA'));
  expect(await menuPaths(user)).toEqual(roleMenu('ANALISTA'));
  // A session begun by the new-password step lasts like any other: past the ID token's five minutes the
  // console's check refreshes it, and the user is still in.
  const refreshed = user.waitForResponse(
    (response) =>
      response.url().includes('/cognito/') &&
      response.request().headers()['x-amz-target'] === 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
  );
  await user.clock.fastForward('06:30');
  expect((await refreshed).status()).toBe(200);
  await expect(sideNavigation(user)).toBeVisible();
  await expect(user.getByLabel('Nome utente')).toHaveCount(0);

  await openUser(admin, 'collega.nuovo');
  await expect(admin.getByRole('dialog', { name: 'Dettaglio utente' })).toContainText('Password personale');
  await admin.getByRole('button', { name: 'Cambia ruolo' }).click();
  const roleForm = admin.getByRole('dialog', { name: 'Cambia ruolo' });
  await roleForm.getByLabel('Ruolo').click();
  await admin.getByRole('option', { name: 'Analista mercato tutelato' }).click();
  await roleForm.getByRole('button', { name: 'Continua' }).click();
  await expect(await confirmOperation(admin)).toContainText('Operazione effettuata con successo!');
  await closeDialog(admin);

  // The next sign-in carries the new role's menu.
  await signOut(user);
  await typeCredentials(user, 'collega.nuovo', 'Collega-Nuovo-2026');
  await expect(user).toHaveURL(defaultPath('ANALISTA_TUTELATO'));
  expect(await menuPaths(user)).toEqual(roleMenu('ANALISTA_TUTELATO'));

  await openUser(admin, 'collega.nuovo');
  await admin.getByRole('button', { name: 'Disabilita' }).click();
  await expect(admin.getByRole('dialog').last()).toContainText('entro 6 minuti');
  await expect(await confirmOperation(admin)).toContainText('Operazione effettuata con successo!');

  // Past the ID token's five minutes and the console's next check, the open console is signed out, and
  // says why.
  await user.clock.fastForward('06:30');
  await expect(user.getByLabel('Nome utente')).toBeVisible();
  await expect(
    user.getByText('La sessione è terminata: il tuo utente è stato disabilitato da un amministratore.'),
  ).toBeVisible();
  await typeCredentials(user, 'collega.nuovo', 'Collega-Nuovo-2026');
  await expect(user.getByText('Utente disabilitato: rivolgiti a un amministratore.')).toBeVisible();
});

test('an administrator can neither change its own role nor disable itself', async ({ page: admin }) => {
  await signInAs(admin, 'ADMIN', { path: '/admin/backoffice' });
  await openUser(admin, 'mario.rossi');
  await admin.getByRole('button', { name: 'Disabilita' }).click();
  await expect(await confirmOperation(admin)).toContainText(USER_REFUSALS.ownDisable);
  await closeDialog(admin);

  await openUser(admin, 'mario.rossi');
  await admin.getByRole('button', { name: 'Cambia ruolo' }).click();
  const roleForm = admin.getByRole('dialog', { name: 'Cambia ruolo' });
  await roleForm.getByLabel('Ruolo').click();
  await admin.getByRole('option', { name: 'Risk officer' }).click();
  await roleForm.getByRole('button', { name: 'Continua' }).click();
  await expect(await confirmOperation(admin)).toContainText(USER_REFUSALS.ownRole);
});
