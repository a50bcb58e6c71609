import { AdminGetUserCommand, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { agencyDemoSeeder } from '../../infra/local/demo/agency-seeder';
import { DEMO_AGENT_AGENCY } from '../../infra/local/demo-users';
import { ERROR_DESCRIPTIONS } from '../../shared/errors';
import { API_ROUTES, ROUTE_NAMES } from '../../shared/route-table';
import type { User } from '../../shared/schemas/users';
import { unmetPasswordRules } from '../../shared/users/password-policy';
import { USER_MESSAGES, USER_REFUSALS } from '../../shared/users/user-rules';
import { auditRecordsOfEntity } from '../support/audit-records';
import { answerOf, cognitoProxy, firstSignIn } from '../support/cognito-proxy-calls';
import { type ApiResponse, startTestStack, type TestStack } from '../support/local-stack';

/**
 * Users and roles through the API on the local Cognito: the list, creating a user, changing its
 * role, disabling and enabling, resetting its password; the bad-input rules, the 409 guards of one's own
 * changes and of the last enabled administrator, and the audit trail of every change.
 */

type UsersRoute =
  | 'listUsers'
  | 'getUser'
  | 'createUser'
  | 'updateUserRole'
  | 'disableUser'
  | 'enableUser'
  | 'resetUserPassword'
  | 'turnUserTotpOff';

let local: TestStack;
let clients: LocalClients;

beforeAll(async () => {
  local = await startTestStack({ demoSeeders: [agencyDemoSeeder] });
  clients = createLocalClients(local.stack.endpoints);
}, 120_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

async function call(
  route: UsersRoute,
  { body, username, as = 'mario.rossi' }: { body?: unknown; username?: string; as?: string } = {},
): Promise<ApiResponse> {
  const { method, path } = API_ROUTES[route];
  const { IdToken } = await local.signIn(as);
  return local.api(method, path.replace('{username}', encodeURIComponent(username ?? '')), {
    token: IdToken,
    body: method === 'GET' ? undefined : body,
  });
}

const list = async (filters: object = {}) =>
  (await call('listUsers', { body: { filters, pageNumber: 0, pageSize: 50 } })).json as {
    users: User[];
    total: number;
  };

async function create(username: string, role = 'ANALISTA', agencyCode?: string) {
  const response = await call('createUser', { body: { username, email: `${username}@esempio.it`, role, agencyCode } });
  expect(response.status, response.text).toBe(200);
  return response.json as { user: User; temporaryPassword: string };
}

async function groupsOf(username: string) {
  const { Groups = [] } = await local.cognito.send(
    new AdminListGroupsForUserCommand({ UserPoolId: local.stack.userPoolId, Username: username }),
  );
  return Groups.map((group) => group.GroupName);
}

const refusal = (response: ApiResponse) =>
  (response.json as { errors: { code: string; description: string; field?: string }[] }).errors[0];
const recordsOf = (username: string) => auditRecordsOfEntity(clients.documentClient, 'USER', username);

describe('the list', () => {
  it('holds every user with its one role, agency, state and last sign-in kept by the product', async () => {
    await local.signIn('anna.ferrari');
    const { users, total } = await list();
    expect(total).toBe(users.length);
    expect(users.map((user) => user.username)).toEqual([...users.map((user) => user.username)].sort());
    expect(users.find((user) => user.username === 'anna.ferrari')).toMatchObject({
      role: 'AGENT',
      agencyCode: DEMO_AGENT_AGENCY,
      enabled: true,
      status: 'CONFIRMED',
      lastSignInAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(users.find((user) => user.username === 'nuovo.utente')).toMatchObject({
      role: 'ANALISTA',
      status: 'FORCE_CHANGE_PASSWORD',
      lastSignInAt: null,
    });
  });

  it('filters by role and by a part of the username or email, and pages by cursor', async () => {
    expect((await list({ role: ['ADMIN'] })).users.map((user) => user.username)).toEqual([
      'chiara.ferri',
      'mario.rossi',
    ]);
    expect((await list({ searchText: 'FERR' })).users.map((user) => user.username)).toEqual([
      'anna.ferrari',
      'chiara.ferri',
    ]);
    const first = (await call('listUsers', { body: { filters: {}, pageNumber: 0, pageSize: 3 } })).json as {
      users: User[];
      cursor: string;
    };
    const next = await call('listUsers', { body: { filters: {}, pageNumber: 0, pageSize: 3, cursor: first.cursor } });
    const [nextFirst] = (next.json as { users: User[] }).users;
    expect((nextFirst?.username ?? '') > (first.users[2]?.username ?? '')).toBe(true);
    const other = await call('listUsers', {
      body: { filters: { role: ['AGENT'] }, pageNumber: 0, pageSize: 3, cursor: first.cursor },
    });
    expect(other.status).toBe(400);
    expect(refusal(other)?.code).toBe('INVALID_CURSOR');
  });
});

describe('creating a user', () => {
  it('puts it in exactly its role group with a temporary password that meets the policy, shown once', async () => {
    const { user, temporaryPassword } = await create('Nuovo.Collega');
    expect(user).toMatchObject({
      username: 'nuovo.collega',
      role: 'ANALISTA',
      status: 'FORCE_CHANGE_PASSWORD',
      enabled: true,
    });
    expect(unmetPasswordRules(temporaryPassword)).toEqual([]);
    expect(await groupsOf('nuovo.collega')).toEqual(['ANALISTA']);
    const { UserAttributes = [] } = await local.cognito.send(
      new AdminGetUserCommand({ UserPoolId: local.stack.userPoolId, Username: 'nuovo.collega' }),
    );
    expect(UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email_verified', Value: 'true' }]));
    const tokens = await firstSignIn(
      cognitoProxy(local.api),
      local.stack.userPoolClientId,
      'nuovo.collega',
      temporaryPassword,
      'Collega-Nuovo-2026',
    );
    expect(tokens.IdToken).toEqual(expect.any(String));

    const [record] = await recordsOf('nuovo.collega');
    expect(record).toMatchObject({
      route: 'createUser',
      entityType: 'USER',
      outcome: 'SUCCEEDED',
      user: 'mario.rossi',
      before: null,
      after: { username: 'nuovo.collega', role: 'ANALISTA', enabled: true, agencyCode: null },
    });
    expect(JSON.stringify(record)).not.toContain(temporaryPassword);
  });

  it('gives an agent the agency it names, from the mapping', async () => {
    const { user } = await create('agente.nuovo', 'AGENT', DEMO_AGENT_AGENCY.toLowerCase());
    expect(user).toMatchObject({ role: 'AGENT', agencyCode: DEMO_AGENT_AGENCY });
  });

  it.each<[string, object, string, string]>([
    ['a role that is not one of the six', { role: 'SUPERUSER' }, 'role', ''],
    ['two roles', { role: ['ADMIN', 'AGENT'] }, 'role', ''],
    ['a username with a space', { username: 'mario bianchi' }, 'username', USER_MESSAGES.usernameCharacters],
    ['a username with an accent', { username: 'niccolò' }, 'username', USER_MESSAGES.usernameCharacters],
    ['a name of the system actor', { username: 'Sistema' }, 'username', USER_MESSAGES.usernameReserved],
    ['a username too long for the rule', { username: 'a'.repeat(65) }, 'username', USER_MESSAGES.usernameLength],
    ['an email Cognito would refuse', { email: 'non una email' }, 'email', USER_MESSAGES.email],
    ['an agent without its agency', { role: 'AGENT' }, 'agencyCode', USER_MESSAGES.agencyRequired],
    ['an agency for another role', { agencyCode: 'AG1' }, 'agencyCode', USER_MESSAGES.agencyOnlyForAgents],
    [
      'an agency not in the mapping',
      { role: 'AGENT', agencyCode: 'NESSUNA' },
      'agencyCode',
      USER_REFUSALS.unknownAgency,
    ],
    ['a field of its own', { password: 'Scelta-Da-Me-2026' }, '', ''],
  ])('refuses %s with 400 and the reason, before Cognito', async (_, change, field, reason) => {
    const body = { username: 'rifiutato', email: 'rifiutato@esempio.it', role: 'ANALISTA', ...change };
    const response = await call('createUser', { body });
    expect(response.status).toBe(400);
    if (field) expect(refusal(response)?.field).toBe(field);
    if (reason) expect(refusal(response)?.description).toBe(reason);
    expect((await list({ searchText: 'rifiutato' })).total).toBe(0);
  });

  it('refuses a username already taken with 409', async () => {
    const response = await call('createUser', {
      body: { username: 'LUCA.VERDI', email: 'x@esempio.it', role: 'AGENT', agencyCode: DEMO_AGENT_AGENCY },
    });
    expect(response.status).toBe(409);
    expect(refusal(response)).toEqual({ code: 'USERNAME_TAKEN', description: USER_REFUSALS.usernameTaken });
  });
});

describe('a role change', () => {
  it('moves the user to exactly one other group, sets or clears the agency, ends its sessions', async () => {
    const { temporaryPassword } = await create('cambio.ruolo');
    const cognito = cognitoProxy(local.api);
    const { RefreshToken } = await firstSignIn(
      cognito,
      local.stack.userPoolClientId,
      'cambio.ruolo',
      temporaryPassword,
      'Cambio-Ruolo-2026',
    );

    const toAgent = await call('updateUserRole', {
      body: { username: 'cambio.ruolo', role: 'AGENT', agencyCode: DEMO_AGENT_AGENCY },
    });
    expect(toAgent.status).toBe(200);
    expect(toAgent.json).toMatchObject({ role: 'AGENT', agencyCode: DEMO_AGENT_AGENCY });
    expect(await groupsOf('cambio.ruolo')).toEqual(['AGENT']);
    const refresh = await cognito('GetTokensFromRefreshToken', {
      ClientId: local.stack.userPoolClientId,
      RefreshToken,
    });
    expect(refresh.status).toBe(400);

    const back = await call('updateUserRole', { body: { username: 'cambio.ruolo', role: 'RISK_OFFICER' } });
    expect(back.json).toMatchObject({ role: 'RISK_OFFICER', agencyCode: null });
    expect(await groupsOf('cambio.ruolo')).toEqual(['RISK_OFFICER']);
    const same = await call('updateUserRole', { body: { username: 'cambio.ruolo', role: 'RISK_OFFICER' } });
    expect(same.status).toBe(409);

    // Newest first: the refused no-change, the way back, the change to agent, the creation.
    const [refused, , first] = await recordsOf('cambio.ruolo');
    expect(first).toMatchObject({
      route: 'updateUserRole',
      before: { role: 'ANALISTA' },
      after: { role: 'AGENT', agencyCode: DEMO_AGENT_AGENCY },
    });
    expect(refused).toMatchObject({ route: 'updateUserRole', outcome: 'REFUSED', status: 409 });
    const signedIn = answerOf(
      await cognito('InitiateAuth', {
        ClientId: local.stack.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'cambio.ruolo', PASSWORD: 'Cambio-Ruolo-2026' },
      }),
    );
    const claims = JSON.parse(
      Buffer.from(signedIn.AuthenticationResult?.IdToken.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(claims['cognito:groups']).toEqual(['RISK_OFFICER']);
  });
});

describe('disabling, enabling and a new temporary password', () => {
  it('disables and enables once each, audited before and after', async () => {
    await create('va.e.viene');
    expect((await call('disableUser', { username: 'va.e.viene' })).json).toMatchObject({ enabled: false });
    expect((await call('disableUser', { username: 'va.e.viene' })).status).toBe(409);
    expect((await call('enableUser', { username: 'va.e.viene' })).json).toMatchObject({ enabled: true });
    expect((await call('enableUser', { username: 'va.e.viene' })).status).toBe(409);
    const records = await recordsOf('va.e.viene');
    expect(
      records
        .filter((record) => record.outcome === 'SUCCEEDED')
        .map((record) => [record.route, record.before, record.after]),
    ).toEqual([
      ['enableUser', expect.objectContaining({ enabled: false }), expect.objectContaining({ enabled: true })],
      ['disableUser', expect.objectContaining({ enabled: true }), expect.objectContaining({ enabled: false })],
      ['createUser', null, expect.objectContaining({ enabled: true })],
    ]);
  });

  it('resets a password to a new temporary one, changed at the next sign-in', async () => {
    await create('dimentica.sempre');
    const response = await call('resetUserPassword', { username: 'dimentica.sempre' });
    const { user, temporaryPassword } = response.json as { user: User; temporaryPassword: string };
    expect(user.status).toBe('FORCE_CHANGE_PASSWORD');
    const tokens = await firstSignIn(
      cognitoProxy(local.api),
      local.stack.userPoolClientId,
      'dimentica.sempre',
      temporaryPassword,
      'Ricordata-2026!',
    );
    expect(tokens.AccessToken).toEqual(expect.any(String));
    const [record] = await recordsOf('dimentica.sempre');
    expect(record).toMatchObject({ route: 'resetUserPassword', after: { status: 'FORCE_CHANGE_PASSWORD' } });
    expect(JSON.stringify(record)).not.toContain(temporaryPassword);
  });

  it.each<UsersRoute>([
    'getUser',
    'updateUserRole',
    'disableUser',
    'enableUser',
    'resetUserPassword',
    'turnUserTotpOff',
  ])('%s of an unknown user answers 404', async (route) => {
    const response = await call(route, {
      username: 'nessuno.esiste',
      body: { username: 'nessuno.esiste', role: 'AGENT', agencyCode: DEMO_AGENT_AGENCY },
    });
    expect(response.status).toBe(404);
    expect(refusal(response)?.description).toBe(USER_REFUSALS.notFound);
  });
});

describe('who may call', () => {
  it.each(ROUTE_NAMES.filter((name) => API_ROUTES[name].routeCode === 'BACKOFFICE' && name !== 'openApiDocument'))(
    '%s refuses every role but ADMIN with 403',
    async (name) => {
      const before = (await recordsOf('luca.verdi')).length;
      for (const as of ['giulia.bianchi', 'luca.verdi', 'sara.neri', 'paolo.gallo', 'anna.ferrari']) {
        const response = await call(name as UsersRoute, {
          as,
          username: 'luca.verdi',
          body: { filters: {}, username: 'luca.verdi', role: 'ADMIN', email: 'x@esempio.it' },
        });
        expect(response.status, `${name} as ${as}`).toBe(403);
      }
      // Refused by the frame before the implementation: nothing attempted, no record.
      expect((await recordsOf('luca.verdi')).length).toBe(before);
    },
  );

  it('never shows a Cognito error name or a stack', async () => {
    const answers = await Promise.all([
      call('createUser', { body: { username: 'luca.verdi', email: 'x@esempio.it', role: 'ANALISTA' } }),
      call('disableUser', { username: 'nessuno.esiste' }),
      call('listUsers', { body: { filters: {}, pageNumber: 0, pageSize: 50, cursor: 'AAAA' } }),
    ]);
    for (const { text } of answers) expect(text).not.toMatch(/Exception|UsernameExists|UserNotFound|\bat .+\(/);
  });
});

describe('keeping the pool administered', () => {
  it("refuses an administrator's change of their own role or state", async () => {
    const own = await call('updateUserRole', { body: { username: 'mario.rossi', role: 'ANALISTA' } });
    expect(own.status).toBe(409);
    expect(refusal(own)).toEqual({ code: 'OWN_ROLE_CHANGE', description: USER_REFUSALS.ownRole });
    const disabled = await call('disableUser', { username: 'mario.rossi' });
    expect(disabled.status).toBe(409);
    expect(refusal(disabled)?.description).toBe(USER_REFUSALS.ownDisable);
    expect(await groupsOf('mario.rossi')).toEqual(['ADMIN']);
  });

  it('leaves an enabled administrator when two demote each other at once', async () => {
    // The two administrators are the pool's only ones: each change alone would be allowed.
    const [first, second] = await Promise.all([
      call('updateUserRole', { body: { username: 'chiara.ferri', role: 'ANALISTA' } }),
      call('updateUserRole', { as: 'chiara.ferri', body: { username: 'mario.rossi', role: 'ANALISTA' } }),
    ]);
    const statuses = [first.status, second.status].sort();
    // One wins; the other is refused: the administrators' change under way, the last administrator, or,
    // once the winner has demoted it, its role now (the frame reads who acts at the call).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const loser = first.status === 200 ? second : first;
    expect([USER_REFUSALS.adminChangeInProgress, USER_REFUSALS.lastAdmin, ERROR_DESCRIPTIONS.ROLE_CHANGED]).toContain(
      refusal(loser)?.description,
    );
    const groups = [await groupsOf('mario.rossi'), await groupsOf('chiara.ferri')];
    expect(groups.filter((names) => names.includes('ADMIN'))).toHaveLength(1);
    // The winner, still an administrator, gives the other its role back.
    const [winner, demoted] = first.status === 200 ? ['mario.rossi', 'chiara.ferri'] : ['chiara.ferri', 'mario.rossi'];
    const restored = await call('updateUserRole', { as: winner, body: { username: demoted, role: 'ADMIN' } });
    expect(restored.status, restored.text).toBe(200);
  });
});
