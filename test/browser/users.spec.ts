import { expect, type Page, test } from '@playwright/test';
import { AGENCIES } from '../../infra/local/synthetic/channels';
import { USER_MESSAGES, USER_REFUSALS } from '../../shared/users/user-rules';
import { en } from '../../web/src/shared/i18n/locales/en';
import { type Catalogue, it as italian } from '../../web/src/shared/i18n/locales/it';
import { defaultPath, menuPaths, sideNavigation, signInAs, signOut } from './support/console';
import { search, seriousViolations } from './support/list-page';
import { createUser, roleMenu, typeCredentials } from './support/users';

/**
 * Users and roles in the back office (their acceptance criteria), mostly in Italian: the English texts of the
 * screen are covered by web/src/features/users/users-screen.test.tsx. An administrator creates a user,
 * sees it sign in with its role's menu, changes its role, disables it, and cannot change or disable itself.
 * The creation form has no dead end: it opens without a red word, says at the field what the server would
 * refuse (a taken name, a code that is no agency), and after a refusal at the end goes back to the form as
 * it was filled; on one's own user the changes the server refuses are disabled with the reason.
 */

async function openUser(admin: Page, username: string, texts: Catalogue['users'] = italian.users) {
  await admin.getByRole('textbox', { name: texts.filters.searchText }).fill(username);
  await search(admin);
  const rows = admin.getByRole('table', { name: texts.tableLabel }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await rows.filter({ hasText: username }).getByRole('cell').nth(1).click();
  const detail = admin.getByRole('dialog', { name: texts.detail.title });
  await expect(detail).toBeVisible();
  return detail;
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

for (const [language, catalogue] of [
  ['Italian', italian],
  ['English', en],
] as const) {
  test(`in ${language}, on its own user an administrator finds each change disabled with the reason`, async ({
    page: admin,
  }) => {
    const texts = catalogue.users;
    await signInAs(admin, 'ADMIN', { path: '/admin/backoffice', english: catalogue === en });
    const own = await openUser(admin, 'mario.rossi', texts);
    for (const [action, refusal] of [
      [texts.actions.role, texts.serverTexts.ownRole],
      [texts.actions.disable, texts.serverTexts.ownDisable],
      [texts.actions.resetPassword, texts.serverTexts.ownPasswordReset],
      [texts.actions.turnTotpOff, texts.serverTexts.ownTotp],
    ] as const) {
      const button = own.getByRole('button', { name: action, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(refusal);
    }
    // Nothing opens: the refusal is said before any step, not after two.
    await own.getByRole('button', { name: texts.actions.disable, exact: true }).click({ force: true });
    await expect(admin.getByRole('dialog', { name: texts.operations.disable })).toHaveCount(0);
    expect(await seriousViolations(admin)).toEqual([]);
    await own.getByRole('button', { name: texts.detail.close, exact: true }).last().click();

    // Another administrator's changes are offered.
    const other = await openUser(admin, 'chiara.ferri', texts);
    await expect(other.getByRole('button', { name: texts.actions.role, exact: true })).toBeEnabled();
    await expect(other.getByRole('button', { name: texts.actions.disable, exact: true })).toBeEnabled();
  });
}

test('the creation form opens without an error and says at the field a taken name and a code that is no agency', async ({
  page: admin,
}) => {
  await signInAs(admin, 'ADMIN', { path: '/admin/backoffice' });
  await admin.getByRole('button', { name: 'Crea utente' }).click();
  const form = admin.getByRole('dialog', { name: 'Crea utente' });
  const username = form.getByLabel('Nome utente');
  const invalid = form.locator('[aria-invalid="true"]');
  await expect(username).toBeFocused();
  // Going through the fields without typing touches none: no red word.
  await form.getByLabel('Email').click();
  await form.getByLabel('Ruolo').click();
  await admin.keyboard.press('Escape');
  await username.click();
  await expect(invalid).toHaveCount(0);
  await expect(form.getByText(USER_MESSAGES.usernameLength)).toHaveCount(0);

  // A name somebody has is said while it is typed, before the field is left.
  await username.fill('chiara.ferri');
  await expect(form.getByText(USER_REFUSALS.usernameTaken)).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await username.fill('collega.agente');
  await expect(form.getByText(USER_REFUSALS.usernameTaken)).toHaveCount(0);
  await expect(invalid).toHaveCount(0);
  await form.getByLabel('Email').fill('collega.agente@semaforo.local');
  await form.getByLabel('Ruolo').click();
  await admin.getByRole('option', { name: 'Agente', exact: true }).click();

  // A code that is no agency is never offered as one, and the field says so.
  const agency = form.getByLabel('Codice agenzia');
  await agency.pressSequentially('zzz999');
  await expect(agency).toHaveValue('ZZZ999');
  await expect(admin.getByText('Nessuna agenzia trovata')).toBeVisible();
  await expect(admin.getByRole('option')).toHaveCount(0);
  await expect(form.getByText(USER_REFUSALS.unknownAgency)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Continua' })).toBeDisabled();
  expect(await seriousViolations(admin)).toEqual([]);

  // An agency of the mapping is picked among those matching what is typed, and named.
  const [first] = AGENCIES;
  if (!first) throw new Error('The demo mapping has no agency');
  await agency.fill(first.code.slice(0, 5).toLowerCase());
  await admin.getByRole('option', { name: new RegExp(first.code) }).click();
  await expect(agency).toHaveValue(first.code);
  await expect(form.getByText(`Agenzia: ${first.name}`)).toBeVisible();
  await expect(form.getByText(USER_REFUSALS.unknownAgency)).toHaveCount(0);
  await form.getByRole('button', { name: 'Continua' }).click();
  await expect(form).toContainText(first.code);
  await form.getByRole('button', { name: 'Annulla' }).click();
  await expect(form).toBeHidden();
});

test('in English, a creation refused at the end goes back to the form as it was filled, kept until one succeeds', async ({
  page: admin,
}) => {
  const texts = en.users;
  const wizard = en.operationWizard;
  await signInAs(admin, 'ADMIN', { path: '/admin/backoffice', english: true });
  const form = admin.getByRole('dialog', { name: texts.operations.create });
  const openForm = async () => {
    await admin.getByRole('button', { name: texts.actions.create }).click();
    await expect(form).toBeVisible();
  };
  const fieldError = form.getByText(texts.serverTexts.usernameTaken);

  await openForm();
  await form.getByLabel(texts.fields.username).fill('collega.conteso');
  await form.getByLabel(texts.fields.email).fill('collega.conteso@semaforo.local');
  await form.getByLabel(texts.fields.role).click();
  await admin.getByRole('option', { name: texts.options.role.ANALISTA, exact: true }).click();
  await form.getByRole('button', { name: wizard.continue }).click();
  // Free when the field asked; taken by someone else before the confirmation.
  await createUser('collega.conteso', 'ANALISTA_LIBERO');
  await form.getByRole('button', { name: wizard.confirm }).click();
  // The refusal travels as USERNAME_TAKEN: the console words the code in English.
  await expect(form.getByTestId('wizard-outcome-detail')).toHaveText(en.alerts.serverErrors.USERNAME_TAKEN);

  await form.getByRole('button', { name: wizard.backToForm }).click();
  await expect(form.getByLabel(texts.fields.username)).toHaveValue('collega.conteso');
  await expect(form.getByLabel(texts.fields.email)).toHaveValue('collega.conteso@semaforo.local');
  await expect(form).toContainText(texts.options.role.ANALISTA);
  await expect(fieldError).toBeVisible();
  await expect(form.getByRole('button', { name: wizard.continue })).toBeDisabled();

  // Closed and opened again, the form is as it was left.
  await form.getByRole('button', { name: wizard.cancel }).click();
  await expect(form).toBeHidden();
  await openForm();
  await expect(form.getByLabel(texts.fields.username)).toHaveValue('collega.conteso');
  await expect(form.getByLabel(texts.fields.email)).toHaveValue('collega.conteso@semaforo.local');
  await expect(fieldError).toBeVisible();

  await form.getByLabel(texts.fields.username).fill('collega.libero');
  await expect(fieldError).toHaveCount(0);
  await form.getByRole('button', { name: wizard.continue }).click();
  await form.getByRole('button', { name: wizard.confirm }).click();
  await expect(form).toContainText(wizard.success);
  await expect(form.getByRole('button', { name: wizard.backToForm })).toHaveCount(0);
  await form.getByRole('button', { name: wizard.close, exact: true }).last().click();

  // Once a creation succeeded, the next one starts empty.
  await openForm();
  await expect(form.getByLabel(texts.fields.username)).toHaveValue('');
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
});
