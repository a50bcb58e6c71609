// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../shared/constants';
import { bodyText, buttonNamed, click, typeInto, until } from '../../shared/testing/dom-actions';
import { mountInConsole } from '../../shared/testing/mount-in-console';
import { AuthProvider } from './auth-provider';
import { SignInPage } from './sign-in-page';

/**
 * The sign-in steps in jsdom over a mocked Cognito (session.ts): each form, its checks before sending and
 * its refusals, in both languages. The browser spec walks each flow once against the local Cognito.
 */

const session = vi.hoisted(() => ({
  readSession: vi.fn(),
  signInWithPassword: vi.fn(),
  answerStep: vi.fn(),
  requestPasswordReset: vi.fn(),
  confirmPasswordReset: vi.fn(),
  endSession: vi.fn(),
}));
vi.mock('./session', async (original) => ({ ...(await original<object>()), ...session }));
const { SignInError } = await import('./session');

let unmount: () => Promise<void> = async () => {};
beforeEach(() => {
  for (const mock of Object.values(session)) mock.mockReset();
  session.readSession.mockResolvedValue(null);
});
afterEach(async () => {
  await unmount();
  document.body.innerHTML = '';
});

async function mount(locale: Locale = 'it') {
  const mounted = await mountInConsole(
    <AuthProvider>
      <SignInPage />
    </AuthProvider>,
    { locale },
  );
  unmount = mounted.unmount;
  expect(await until(() => document.body.querySelector('input[name="username"]') !== null)).toBe(true);
}

const field = (name: string) => document.body.querySelector<HTMLInputElement>(`input[name="${name}"]`);
async function type(name: string, value: string) {
  const input = field(name);
  if (!input) throw new Error(`no field ${name}`);
  await typeInto(input, value);
}
async function submit(label: string) {
  const button = buttonNamed(label);
  await act(async () => button?.form?.requestSubmit(button));
}
async function signInTo(step: object, locale: Locale = 'it') {
  await mount(locale);
  session.signInWithPassword.mockResolvedValue({ kind: 'step', step });
  await type('username', 'nuovo.utente');
  await type('password', 'Provvisoria-2026!');
  await submit(locale === 'it' ? 'Accedi' : 'Sign in');
}

describe('the first sign-in', { timeout: 30_000 }, () => {
  it.each<[Locale, string, string, string, string, string]>([
    [
      'it',
      'Imposta una nuova password',
      'Imposta la password',
      'almeno 12 caratteri',
      'Le due password non coincidono.',
      'La password non rispetta i requisiti del sistema.',
    ],
    [
      'en',
      'Set a new password',
      'Set the password',
      'at least 12 characters',
      'The two passwords do not match.',
      'The password does not meet the system requirements.',
    ],
  ])(
    'in %s shows the policy, checks it and the confirmation before sending',
    async (locale, title, send, rule, mismatch, policy) => {
      await signInTo({ kind: 'newPassword' }, locale);
      expect(await until(() => bodyText().includes(title))).toBe(true);
      expect(bodyText()).toContain(rule);

      await type('new-password', 'debole');
      await type('confirm-password', 'debole');
      await submit(send);
      expect(bodyText()).toContain(policy);
      expect(document.body.querySelector('[data-rule="length"]')?.getAttribute('data-met')).toBe('false');

      await type('new-password', 'Mia-Password-2026');
      expect(document.body.querySelector('[data-rule="length"]')?.getAttribute('data-met')).toBe('true');
      await type('confirm-password', 'Mia-Password-2025');
      await submit(send);
      expect(bodyText()).toContain(mismatch);
      expect(session.answerStep).not.toHaveBeenCalled();

      session.answerStep.mockResolvedValue({ kind: 'step', step: { kind: 'totpCode' } });
      await type('confirm-password', 'Mia-Password-2026');
      await submit(send);
      expect(session.answerStep).toHaveBeenCalledWith('newPassword', 'Mia-Password-2026', 'nuovo.utente');
    },
  );

  it('goes back to the password with the reason when the step has expired', async () => {
    await signInTo({ kind: 'newPassword' });
    session.answerStep.mockRejectedValue(new SignInError({ reason: 'sessionExpired' }));
    await type('new-password', 'Mia-Password-2026');
    await type('confirm-password', 'Mia-Password-2026');
    await submit('Imposta la password');
    expect(await until(() => bodyText().includes('Il tempo per completare l’accesso è scaduto'))).toBe(true);
    expect(field('password')).not.toBeNull();
  });
});

describe('TOTP at sign-in', { timeout: 30_000 }, () => {
  it.each<[Locale, string, string, string]>([
    ['it', 'Verifica in due passaggi', 'Verifica', 'Codice non corretto: controlla e riprova.'],
    ['en', 'Two-step verification', 'Verify', 'Wrong code: check it and try again.'],
  ])('in %s asks six digits and says a wrong code', async (locale, title, verify, wrong) => {
    await signInTo({ kind: 'totpCode' }, locale);
    expect(await until(() => bodyText().includes(title))).toBe(true);
    await type('code', '12345');
    await submit(verify);
    expect(session.answerStep).not.toHaveBeenCalled();
    session.answerStep.mockRejectedValue(new SignInError({ reason: 'wrongCode' }));
    await type('code', '123 456');
    await submit(verify);
    expect(session.answerStep).toHaveBeenCalledWith('code', '123456', 'nuovo.utente');
    expect(await until(() => bodyText().includes(wrong))).toBe(true);
  });
});

describe('a forgotten password', { timeout: 30_000 }, () => {
  it.each<[Locale, string, string, string, string, string]>([
    [
      'it',
      'Password dimenticata?',
      'Invia il codice',
      'a m***@s***',
      'Reimposta la password',
      'Password reimpostata: accedi con la nuova password.',
    ],
    [
      'en',
      'Forgot your password?',
      'Send the code',
      'to m***@s***',
      'Reset the password',
      'Password reset: sign in with the new password.',
    ],
  ])(
    'in %s sends the code, takes it with a new password and says so at the sign-in',
    async (locale, forgot, send, sentTo, reset, done) => {
      await mount(locale);
      await type('username', 'mario.rossi');
      await click(buttonNamed(forgot));
      // The forgotten password's steps are a download of their own.
      expect(await until(() => buttonNamed(send) !== undefined)).toBe(true);
      expect(field('username')?.value).toBe('mario.rossi');
      session.requestPasswordReset.mockResolvedValue('m***@s***');
      await submit(send);
      expect(await until(() => bodyText().includes(sentTo))).toBe(true);
      expect(session.requestPasswordReset).toHaveBeenCalledWith('mario.rossi');

      await type('code', '654321');
      await type('new-password', 'Ritrovata-2026!');
      await type('confirm-password', 'Ritrovata-2026!');
      await submit(reset);
      expect(session.confirmPasswordReset).toHaveBeenCalledWith('mario.rossi', '654321', 'Ritrovata-2026!');
      expect(await until(() => bodyText().includes(done))).toBe(true);
      expect(field('password')).not.toBeNull();
    },
  );

  it('says an expired code', async () => {
    await mount();
    await click(buttonNamed('Password dimenticata?'));
    await type('username', 'mario.rossi');
    session.requestPasswordReset.mockResolvedValue('m***@s***');
    await submit('Invia il codice');
    await until(() => field('code') !== null);
    session.confirmPasswordReset.mockRejectedValue(new SignInError({ reason: 'expiredCode' }));
    await type('code', '654321');
    await type('new-password', 'Ritrovata-2026!');
    await type('confirm-password', 'Ritrovata-2026!');
    await submit('Reimposta la password');
    expect(await until(() => bodyText().includes('Codice scaduto: richiedine uno nuovo.'))).toBe(true);
  });
});
