import { AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { agencyDemoSeeder } from '../../infra/local/demo/agency-seeder';
import { DEMO_AGENT_AGENCY } from '../../infra/local/demo-users';
import { ERROR_DESCRIPTIONS } from '../../shared/errors';
import type { Role } from '../../shared/roles';
import { API_ROUTES, type RouteName } from '../../shared/route-table';
import type { User } from '../../shared/schemas/users';
import { USER_REFUSALS } from '../../shared/users/user-rules';
import { auditRecordsOfEntity, auditRecordsOfUser } from '../support/audit-records';
import { cognitoProxy, firstSignIn } from '../support/cognito-proxy-calls';
import { type ApiResponse, startTestStack, type TestStack } from '../support/local-stack';

/**
 * Who may act is decided at the call, not when the token was issued: a disabled or demoted user's
 * still-valid ID token changes nothing, nobody changes themselves, and the changes of one user are
 * applied one at a time, each audited as it really happened.
 */

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

/** A users call with an ID token (a demo user's, or one kept from an earlier sign-in). */
async function call(
  route: RouteName,
  token: string,
  { body, username }: { body?: unknown; username?: string } = {},
): Promise<ApiResponse> {
  const { method, path } = API_ROUTES[route];
  return local.api(method, path.replace('{username}', encodeURIComponent(username ?? '')), { token, body });
}
const tokenOf = async (username: string) => (await local.signIn(username)).IdToken;
const refusal = (response: ApiResponse) =>
  (response.json as { errors: { code: string; description: string }[] }).errors[0];

/** A new user, signed in once through its first sign-in: its ID token. */
async function signedInUser(username: string, role: Role): Promise<string> {
  const created = await call('createUser', await tokenOf('mario.rossi'), {
    body: { username, email: `${username}@esempio.it`, role },
  });
  expect(created.status, created.text).toBe(200);
  const { temporaryPassword } = created.json as { temporaryPassword: string };
  const proxy = cognitoProxy(local.api);
  const tokens = await firstSignIn(
    proxy,
    local.stack.userPoolClientId,
    username,
    temporaryPassword,
    'Propria-Password-2026!',
  );
  return tokens.IdToken;
}

async function groupsOf(username: string) {
  const { Groups = [] } = await local.cognito.send(
    new AdminListGroupsForUserCommand({ UserPoolId: local.stack.userPoolId, Username: username }),
  );
  return Groups.map((group) => group.GroupName);
}

describe('a caller disabled or demoted since its token', () => {
  it('a disabled administrator, its token still valid, enables nobody, itself included: 401, audited', async () => {
    const token = await signedInUser('admin.spento', 'ADMIN');
    const disabled = await call('disableUser', await tokenOf('chiara.ferri'), { username: 'admin.spento' });
    expect(disabled.status, disabled.text).toBe(200);

    const itself = await call('enableUser', token, { username: 'admin.spento' });
    expect(itself.status).toBe(401);
    expect(refusal(itself)).toEqual({ code: 'USER_DISABLED', description: ERROR_DESCRIPTIONS.USER_DISABLED });
    const other = await call('disableUser', token, { username: 'chiara.ferri' });
    expect(other.status).toBe(401);
    const created = await call('createUser', token, {
      body: { username: 'porta.sul.retro', email: 'porta@esempio.it', role: 'ADMIN' },
    });
    expect(created.status).toBe(401);

    const refused = (await auditRecordsOfUser(clients.documentClient, 'admin.spento')).filter(
      (record) => record.outcome === 'REFUSED',
    );
    expect(refused.map((record) => [record.route, record.status, record.errorCode]).sort()).toEqual([
      ['createUser', 401, 'USER_DISABLED'],
      ['disableUser', 401, 'USER_DISABLED'],
      ['enableUser', 401, 'USER_DISABLED'],
    ]);
    expect((await call('getUser', await tokenOf('mario.rossi'), { username: 'porta.sul.retro' })).status).toBe(404);
    expect((await call('getUser', await tokenOf('mario.rossi'), { username: 'chiara.ferri' })).json).toMatchObject({
      enabled: true,
    });
  });

  it('a demoted administrator creates no administrator with the ADMIN token it still holds: 403, audited', async () => {
    const token = await signedInUser('admin.declassato', 'ADMIN');
    const demoted = await call('updateUserRole', await tokenOf('mario.rossi'), {
      body: { username: 'admin.declassato', role: 'ANALISTA' },
    });
    expect(demoted.status, demoted.text).toBe(200);

    const created = await call('createUser', token, {
      body: { username: 'altro.admin', email: 'altro@esempio.it', role: 'ADMIN' },
    });
    expect(created.status).toBe(403);
    expect(refusal(created)).toEqual({ code: 'ROLE_CHANGED', description: ERROR_DESCRIPTIONS.ROLE_CHANGED });
    expect(JSON.stringify(created.json)).not.toMatch(/temporaryPassword/);
    const [record] = await auditRecordsOfUser(clients.documentClient, 'admin.declassato');
    expect(record).toMatchObject({ route: 'createUser', outcome: 'REFUSED', status: 403, errorCode: 'ROLE_CHANGED' });
    // A read trusts the token for its last minutes: the list is the ADMIN token's, the change is not.
    expect((await call('listUsers', token, { body: { filters: {}, pageNumber: 0, pageSize: 10 } })).status).toBe(200);
  });
});

describe('nobody changes themselves', () => {
  it.each<[RouteName, string]>([
    ['enableUser', USER_REFUSALS.ownEnable],
    ['disableUser', USER_REFUSALS.ownDisable],
    ['resetUserPassword', USER_REFUSALS.ownPasswordReset],
    ['turnUserTotpOff', USER_REFUSALS.ownTotp],
  ])('%s of oneself answers 409 with the reason', async (route, reason) => {
    const response = await call(route, await tokenOf('mario.rossi'), { username: 'mario.rossi' });
    expect(response.status).toBe(409);
    expect(refusal(response)?.description).toBe(reason);
  });
});

describe('changes of one user sent at once', () => {
  it('ten role changes leave the user in exactly one group, each applied whole or refused, audited as it ran', async () => {
    const created = await call('createUser', await tokenOf('mario.rossi'), {
      body: { username: 'ruolo.conteso', email: 'conteso@esempio.it', role: 'ANALISTA' },
    });
    expect(created.status).toBe(200);
    const roles: Role[] = ['AGENT', 'ANALISTA_LIBERO', 'ANALISTA_TUTELATO', 'RISK_OFFICER', 'ADMIN'];
    const admins = ['mario.rossi', 'chiara.ferri'];
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const role = roles[index % roles.length] as Role;
        const body = {
          username: 'ruolo.conteso',
          role,
          ...(role === 'AGENT' ? { agencyCode: DEMO_AGENT_AGENCY } : {}),
        };
        return call('updateUserRole', await tokenOf(admins[index % 2] as string), { body });
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    expect(statuses).toContain(200);

    const groups = await groupsOf('ruolo.conteso');
    expect(groups).toHaveLength(1);
    const records = await auditRecordsOfEntity(clients.documentClient, 'USER', 'ruolo.conteso');
    const changes = records.filter((record) => record.route === 'updateUserRole');
    expect(changes).toHaveLength(10);
    const won = changes
      .filter((record) => record.outcome === 'SUCCEEDED')
      .sort((a, b) => String(a.completedAt).localeCompare(String(b.completedAt)));
    expect(won).toHaveLength(statuses.filter((status) => status === 200).length);
    // One after the other: each change starts from the role the previous one left.
    let role: string = 'ANALISTA';
    for (const record of won) {
      expect((record.before as User).role).toBe(role);
      role = (record.after as User).role;
    }
    expect(groups).toEqual([role]);
    for (const record of changes.filter((change) => change.outcome === 'REFUSED')) {
      expect(record.status).toBe(409);
    }
  });
});
