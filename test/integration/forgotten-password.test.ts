import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '../../shared/route-table';
import { answerOf, type CognitoCall, cognitoProxy, createdUser, passwordSignIn } from '../support/cognito-proxy-calls';
import { startTestStack, type TestStack } from '../support/local-stack';
import { lastEmailedCode } from '../support/outbox';

/**
 * The forgotten password through the /cognito/ proxy, as Amplify's resetPassword and confirmResetPassword
 * send it: the emailed code is the only way to a new password, once, within the hour,
 * five wrong tries at most; and a name nobody has is answered exactly as a user's.
 */

let local: TestStack;
let cognito: CognitoCall;
let clientId: string;

beforeAll(async () => {
  local = await startTestStack({ demoSeeders: [] });
  cognito = cognitoProxy(local.api);
  clientId = local.stack.userPoolClientId;
}, 120_000);

afterAll(async () => {
  await local?.stop();
});

afterEach(() => {
  vi.useRealTimers();
});

const request = (username: string) => cognito('ForgotPassword', { ClientId: clientId, Username: username });
const confirm = (username: string, code: string | undefined, password: string) =>
  cognito('ConfirmForgotPassword', {
    ClientId: clientId,
    Username: username,
    ...(code === undefined ? {} : { ConfirmationCode: code }),
    Password: password,
  });
const signsInWith = async (username: string, password: string) =>
  answerOf(await passwordSignIn(cognito, clientId, username, password)).AuthenticationResult !== undefined;
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
const emailedCode = (username: string) => lastEmailedCode(local.stack.dataDir, username);

const MISMATCH = { __type: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' };
const EXPIRED = { __type: 'ExpiredCodeException', message: 'Invalid code provided, please request a code again.' };
const LIMIT = { __type: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' };

describe('a forgotten password', () => {
  it('emails a code to the console and the outbox, never to the browser', async () => {
    await createdUser(local, 'codice.email');
    const sent = await request('codice.email');
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({
      CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'c***@s***' },
    });
    const code = await emailedCode('codice.email');
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.text).not.toContain(code);
  });

  it('takes the right code with a password within the policy, and the new password signs in', async () => {
    await createdUser(local, 'password.dimenticata');
    await request('password.dimenticata');
    const code = await emailedCode('password.dimenticata');
    expect((await confirm('password.dimenticata', otherThan(code), 'Nuova-Password-2026')).json).toEqual(MISMATCH);
    expect((await confirm('password.dimenticata', code, 'debole')).json).toMatchObject({
      __type: 'InvalidPasswordException',
    });
    expect((await confirm('password.dimenticata', code, 'Nuova-Password-2026')).status).toBe(200);
    expect(await signsInWith('password.dimenticata', 'Nuova-Password-2026')).toBe(true);
  });

  it('sets no password without the emailed code, nor with a code nobody asked for', async () => {
    await createdUser(local, 'senza.codice');
    expect((await confirm('senza.codice', '123456', 'Presa-Senza-Codice-2026')).json).toEqual(EXPIRED);
    await request('senza.codice');
    for (const code of [undefined, '', ' ']) {
      const refused = await confirm('senza.codice', code, 'Presa-Senza-Codice-2026');
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ __type: 'InvalidParameterException' });
    }
    expect(await signsInWith('senza.codice', 'Presa-Senza-Codice-2026')).toBe(false);
    // A call without a code is no try: the emailed code still works.
    expect((await confirm('senza.codice', await emailedCode('senza.codice'), 'Mia-Con-Codice-2026')).status).toBe(200);
  });

  it('takes a code once', async () => {
    await createdUser(local, 'codice.usato');
    await request('codice.usato');
    const code = await emailedCode('codice.usato');
    expect((await confirm('codice.usato', code, 'Prima-Password-2026')).status).toBe(200);
    expect((await confirm('codice.usato', code, 'Seconda-Password-2026')).json).toEqual(EXPIRED);
    expect(await signsInWith('codice.usato', 'Seconda-Password-2026')).toBe(false);
    expect(await signsInWith('codice.usato', 'Prima-Password-2026')).toBe(true);
  });

  it('ends a code at the fifth wrong try: then even the right one is refused, until a new code', async () => {
    await createdUser(local, 'cinque.tentativi');
    await request('cinque.tentativi');
    const code = await emailedCode('cinque.tentativi');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await confirm('cinque.tentativi', otherThan(code), 'Indovinata-2026!')).json).toEqual(MISMATCH);
    }
    expect((await confirm('cinque.tentativi', otherThan(code), 'Indovinata-2026!')).json).toEqual(LIMIT);
    expect((await confirm('cinque.tentativi', code, 'Indovinata-2026!')).json).toEqual(LIMIT);
    expect(await signsInWith('cinque.tentativi', 'Indovinata-2026!')).toBe(false);

    await request('cinque.tentativi');
    const fresh = await emailedCode('cinque.tentativi');
    expect((await confirm('cinque.tentativi', fresh, 'Ripristinata-2026!')).status).toBe(200);
  });

  it('lets a code expire an hour after it was sent, as Cognito does', async () => {
    await createdUser(local, 'codice.scaduto');
    await request('codice.scaduto');
    const code = await emailedCode('codice.scaduto');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60_000 + 1_000);
    expect((await confirm('codice.scaduto', code, 'Troppo-Tardi-2026')).json).toEqual(EXPIRED);
    vi.useRealTimers();
    expect(await signsInWith('codice.scaduto', 'Troppo-Tardi-2026')).toBe(false);
  });
});

describe('a forgotten password of a name nobody has', () => {
  /** What a stranger learns of a name: every answer of the forgotten password's calls, in order. */
  async function answersFor(username: string) {
    const answers = [await request(username)];
    answers.push(await confirm(username, undefined, 'Nuova-Password-2026'));
    answers.push(await confirm(username, '123456', 'debole'));
    for (let attempt = 1; attempt <= 5; attempt += 1) answers.push(await confirm(username, '123456', 'Nuova-2026!'));
    answers.push(await confirm(username, '123456', 'debole'));
    return answers.map(({ status, json }) => ({ status, json }));
  }

  it('is answered as a user: the same mask, messages, count of tries and limit', async () => {
    await createdUser(local, 'utente.vero');
    const known = await answersFor('utente.vero');
    const unknown = await answersFor('utente.finto');
    expect(known[0]?.json).toEqual({
      CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'u***@s***' },
    });
    expect(unknown).toEqual(known);
    expect(known.at(-1)?.json).toEqual(LIMIT);
  });

  it('gets a mask of its own, the same at every request', async () => {
    const masks = await Promise.all(
      ['zeta.nessuno', 'zeta.nessuno', '9nove', '_sottolineato'].map(
        async (name) => answerOf(await request(name)).CodeDeliveryDetails?.Destination,
      ),
    );
    expect(masks[0]).toBe('z***@s***');
    expect(masks[1]).toBe(masks[0]);
    expect(masks[2]).toBe('9***@s***');
    expect(masks[3]).toMatch(/^[a-z]\*\*\*@s\*\*\*$/);
  });

  it('answers a disabled user as a name nobody has, and emails it nothing', async () => {
    await createdUser(local, 'utente.spento');
    const { IdToken } = await local.signIn('mario.rossi');
    const { method, path } = API_ROUTES.disableUser;
    expect((await local.api(method, path.replace('{username}', 'utente.spento'), { token: IdToken })).status).toBe(200);
    const answers = await answersFor('utente.spento');
    expect(answers).toEqual(await answersFor('utente.ignoto'));
    await expect(lastEmailedCode(local.stack.dataDir, 'utente.spento', 500)).rejects.toThrow(/No code/);
  });
});
