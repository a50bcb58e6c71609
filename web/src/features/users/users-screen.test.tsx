// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../shared/constants';
import type { User } from '../../../../shared/schemas/users';
import { USER_REFUSALS } from '../../../../shared/users/user-rules';
import { ApiError } from '../../shared/api/api-error';
import { en } from '../../shared/i18n/locales/en';
import { type ApiAnswers, answerFrom } from '../../shared/testing/api-answers';
import { bodyText, buttonNamed, click, until } from '../../shared/testing/dom-actions';
import { mountInConsole } from '../../shared/testing/mount-in-console';
import UsersScreen from './users-screen';

/** Users and roles in jsdom over a mocked API: the list in words, a reset's one-time password, a refusal. */

const call = vi.hoisted(() => vi.fn());
// The client module itself, so the detail's useApi (which imports it) answers from the same mock.
vi.mock('../../shared/api/api', () => ({ api: { call }, onUnauthorized: () => () => undefined }));

const users: User[] = [
  {
    username: 'anna.ferrari',
    email: 'anna.ferrari@semaforo.local',
    role: 'AGENT',
    agencyCode: 'AG001',
    enabled: false,
    status: 'CONFIRMED',
    createdAt: '2026-03-02T08:00:00.000Z',
    lastSignInAt: null,
  },
  {
    username: 'mario.rossi',
    email: 'mario.rossi@semaforo.local',
    role: 'ADMIN',
    agencyCode: null,
    enabled: true,
    status: 'FORCE_CHANGE_PASSWORD',
    createdAt: '2026-03-01T08:00:00.000Z',
    lastSignInAt: '2026-06-01T07:30:00.000Z',
  },
];
let answers: ApiAnswers;

beforeEach(() => {
  answers = {
    listUsers: () => ({ users, total: users.length }),
    // The detail reads the user again, with its TOTP: mario.rossi has it on, anna.ferrari not.
    getUser: (input) => {
      const { username } = (input as { params: { username: string } }).params;
      const user = users.find((candidate) => candidate.username === username);
      return { ...user, totpEnabled: username === 'mario.rossi' };
    },
  };
  answerFrom(call, answers);
});

let unmount: () => Promise<void> = async () => {};
afterEach(async () => {
  await unmount();
  document.body.innerHTML = '';
});

const rows = () => [...document.body.querySelectorAll('table tbody tr')].filter((row) => row.querySelector('td'));

async function mount(locale: Locale = 'it', signedIn?: string) {
  const mounted = await mountInConsole(<UsersScreen username={signedIn} />, { locale });
  unmount = mounted.unmount;
  expect(await until(() => rows().length === users.length)).toBe(true);
}

async function openDetail(row: number, title: string) {
  await click(rows()[row]?.querySelector('td:nth-child(2)'));
  expect(await until(() => bodyText().includes(title))).toBe(true);
}

describe('users and roles', { timeout: 30_000 }, () => {
  it('lists the users with their role, state, sign-in state and last sign-in in words', async () => {
    await mount();
    expect(bodyText()).toContain('Utenti trovati 2');
    for (const text of [
      'Agente',
      'Disabilitato',
      'Amministratore',
      'Abilitato',
      'Password provvisoria da cambiare',
      'Mai',
      'AG001',
    ]) {
      expect(bodyText()).toContain(text);
    }
    expect(call).toHaveBeenCalledWith('listUsers', { body: { filters: {}, pageNumber: 0, pageSize: 50 } });
  });

  it('resets a password from the detail and shows the temporary password once', async () => {
    await mount();
    await openDetail(1, 'Dettaglio utente');
    answers.resetUserPassword = () => ({ user: users[1], temporaryPassword: 'Xy7#kP2m-Qr9!wZt' });
    await click(buttonNamed('Reimposta password'));
    expect(bodyText()).toContain('Viene generata una nuova password provvisoria');
    await click(buttonNamed('Conferma'));
    expect(await until(() => bodyText().includes('Xy7#kP2m-Qr9!wZt'))).toBe(true);
    expect(bodyText()).toContain('Password provvisoria di mario.rossi');
    expect(call).toHaveBeenCalledWith('resetUserPassword', { params: { username: 'mario.rossi' } });
  });

  it.each<[Locale, string, string, string]>([
    ['it', 'Disabilita', 'Conferma', USER_REFUSALS.ownDisable],
    ['en', 'Disable', 'Confirm', en.users.serverTexts.ownDisable],
  ])(
    'in %s says why an administrator cannot disable themselves when the console could not tell before',
    async (locale, disable, confirm, text) => {
      await mount(locale);
      answers.disableUser = () => {
        throw new ApiError(409, [{ code: 'OWN_DISABLE', description: USER_REFUSALS.ownDisable }]);
      };
      await openDetail(1, locale === 'it' ? 'Dettaglio utente' : 'User details');
      await click(buttonNamed(disable));
      expect(bodyText()).toContain(locale === 'it' ? 'entro 6 minuti' : 'within 6 minutes');
      await click(buttonNamed(confirm));
      expect(await until(() => bodyText().includes(text))).toBe(true);
    },
  );

  it.each<[Locale, string, string, string]>([
    ['it', 'Dettaglio utente', 'Disabilita', USER_REFUSALS.ownDisable],
    ['en', 'User details', 'Disable', en.users.serverTexts.ownDisable],
  ])(
    'in %s disables on one’s own user what the server refuses, with the reason',
    async (locale, title, disable, reason) => {
      await mount(locale, 'mario.rossi');
      await openDetail(1, title);
      // A disabled reason is read inside the button, after its label.
      const button = [...document.body.querySelectorAll('button')].find((candidate) =>
        candidate.textContent?.startsWith(disable),
      );
      expect(button?.getAttribute('aria-disabled')).toBe('true');
      const described = button?.getAttribute('aria-describedby')?.split(' ') ?? [];
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(reason);
      await click(button);
      expect(bodyText()).not.toContain(locale === 'it' ? 'entro 6 minuti' : 'within 6 minutes');
      expect(call).not.toHaveBeenCalledWith('disableUser', expect.anything());
    },
  );

  it('enables a disabled user, then reads the list again', async () => {
    await mount();
    await openDetail(0, 'Dettaglio utente');
    answers.enableUser = () => ({ ...users[0], enabled: true });
    const before = call.mock.calls.filter(([route]) => route === 'listUsers').length;
    await click(buttonNamed('Abilita'));
    await click(buttonNamed('Conferma'));
    expect(await until(() => bodyText().includes('Operazione effettuata con successo!'))).toBe(true);
    expect(await until(() => call.mock.calls.filter(([route]) => route === 'listUsers').length === before + 1)).toBe(
      true,
    );
  });

  it("turns a user's TOTP off from the detail, which shows it on; a user without TOTP has nothing to turn off", async () => {
    await mount();
    await openDetail(0, 'Dettaglio utente');
    expect(await until(() => bodyText().includes('Non attiva'))).toBe(true);
    expect(buttonNamed('Disattiva verifica in due passaggi')?.hasAttribute('disabled')).toBe(true);
    await click(buttonNamed('Chiudi'));

    await openDetail(1, 'Dettaglio utente');
    expect(await until(() => bodyText().includes('Verifica in due passaggi') && bodyText().includes('Attiva'))).toBe(
      true,
    );
    answers.turnUserTotpOff = () => ({ ...users[1], totpEnabled: false });
    expect(await until(() => !buttonNamed('Disattiva verifica in due passaggi')?.hasAttribute('disabled'))).toBe(true);
    await click(buttonNamed('Disattiva verifica in due passaggi'));
    expect(bodyText()).toContain('non chiederanno più il codice');
    await click(buttonNamed('Conferma'));
    expect(await until(() => bodyText().includes('Operazione effettuata con successo!'))).toBe(true);
    expect(call).toHaveBeenCalledWith('turnUserTotpOff', { params: { username: 'mario.rossi' } });
  });
});
