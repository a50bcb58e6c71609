import { expect, test } from '@playwright/test';
import { FIRST_SIGN_IN_DEMO_USER } from '../../infra/local/demo-users';
import { totpCode } from '../support/totp';
import { defaultPath, menuPaths, sideNavigation, signOut, userMenuButton } from './support/console';
import { seriousViolations, switchToEnglish } from './support/list-page';
import { activeUser, emailedCode, roleMenu, typeCredentials } from './support/users';

/**
 * Every step of the sign-in against the local Cognito (the sign-in's acceptance criteria), each flow in one language:
 * its other language's texts are covered by web/src/features/auth/sign-in-page.test.tsx.
 */

test('nuovo.utente sets a password of its own at the first sign-in, lands on its page and signs in again', async ({
  page,
}) => {
  const { username, temporaryPassword, role } = FIRST_SIGN_IN_DEMO_USER;
  await page.goto('/');
  await typeCredentials(page, username, temporaryPassword);
  await expect(page.getByRole('heading', { level: 1, name: 'Imposta una nuova password' })).toBeVisible();
  await expect(page.getByText('almeno 12 caratteri')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const password = page.getByLabel('Nuova password', { exact: true });
  const confirm = page.getByLabel('Conferma la nuova password', { exact: true });
  await password.fill('sololettere');
  await confirm.fill('sololettere');
  await page.getByRole('button', { name: 'Imposta la password' }).click();
  await expect(page.getByText('La password non rispetta i requisiti del sistema.')).toBeVisible();

  await password.fill('Mia-Password-2026');
  await confirm.fill('Mia-Password-2026');
  await page.getByRole('button', { name: 'Imposta la password' }).click();
  await expect(page).toHaveURL(defaultPath(role));
  expect(await menuPaths(page)).toEqual(roleMenu(role));

  await signOut(page);
  await typeCredentials(page, username, 'Mia-Password-2026');
  await expect(page).toHaveURL(defaultPath(role));
  await expect(sideNavigation(page)).toBeVisible();
});

test('a forgotten password is reset with the code from the local console, in English', async ({ page }) => {
  await activeUser('dimentica.password', 'RISK_OFFICER', 'Prima-Password-2026');
  await page.goto('/');
  await switchToEnglish(page);
  await page.getByLabel('Username').fill('dimentica.password');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText('A verification code was sent to d***@s***')).toBeVisible();

  // The code is on the npm start console (and its outbox), never in the page.
  const code = await emailedCode('dimentica.password');
  await expect(page.getByText(code)).toHaveCount(0);
  // The links and the submit button keep one row: the links on the left, the button on the right.
  const submit = await page.getByRole('button', { name: 'Reset the password' }).boundingBox();
  const resend = await page.getByRole('button', { name: 'Send a new code' }).boundingBox();
  expect(submit && resend && Math.abs(submit.y - resend.y) < 8 && submit.x > resend.x).toBe(true);

  // A wrong code is a failed reset, not a failed sign-in.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByLabel('New password', { exact: true }).fill('Seconda-Password-2026');
  await page.getByLabel('Confirm the new password', { exact: true }).fill('Seconda-Password-2026');
  await page.getByRole('button', { name: 'Reset the password' }).click();
  await expect(page.getByText('Password reset failed')).toBeVisible();
  await expect(page.getByText('Sign-in failed')).toHaveCount(0);

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Reset the password' }).click();
  await expect(page.getByText('Password reset: sign in with the new password.')).toBeVisible();

  // Back on the sign-in with the name filled in: only the new password is typed.
  await expect(page.getByLabel('Username')).toHaveValue('dimentica.password');
  await page.getByLabel('Password', { exact: true }).fill('Seconda-Password-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(defaultPath('RISK_OFFICER'));
});

test('a user turns two-step verification on, then signs in with a code', async ({ page }) => {
  await activeUser('due.fattori', 'ANALISTA_LIBERO', 'Due-Fattori-2026');
  await page.goto('/');
  await typeCredentials(page, 'due.fattori', 'Due-Fattori-2026');
  await expect(page).toHaveURL(defaultPath('ANALISTA_LIBERO'));

  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Verifica in due passaggi' }).click();
  const settings = page.getByRole('dialog', { name: 'Verifica in due passaggi' });
  await expect(settings.getByText('Non attiva: accedi con nome utente e password.')).toBeVisible();
  await settings.getByRole('button', { name: 'Attiva' }).click();
  await expect(
    settings.getByRole('img', { name: "Codice QR da inquadrare con l'app di autenticazione" }),
  ).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  const secret = ((await settings.getByTestId('totp-key').textContent()) ?? '').replace(/\s/g, '');
  await settings.getByLabel("Codice mostrato dall'app").fill(totpCode(secret));
  await settings.getByRole('button', { name: 'Verifica e attiva' }).click();
  await expect(settings.getByText('Verifica in due passaggi attivata')).toBeVisible();
  await settings.getByRole('button', { name: 'Chiudi', exact: true }).first().click();

  await signOut(page);
  await typeCredentials(page, 'due.fattori', 'Due-Fattori-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' })).toBeVisible();
  await page.getByLabel('Codice di verifica').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expect(page).toHaveURL(defaultPath('ANALISTA_LIBERO'));
});
