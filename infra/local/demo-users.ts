import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
  CreateGroupCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLES, type Role } from '../../shared/roles';
import type { LocalLogger } from './logger';

/** Shared by every demo login; printed at start and in the README, so never use it outside local runs. */
export const DEMO_PASSWORD = 'Demo2026!';

export interface DemoUser {
  username: string;
  role: Role;
  password: string;
  email: string;
}

const demoUser = (username: string, role: Role): DemoUser => ({
  username,
  role,
  password: DEMO_PASSWORD,
  email: `${username}@semaforo.local`,
});

/**
 * One login per role (spec section 6), and a second administrator: a configuration is published by
 * someone other than who last changed it (four-eyes), so trying it locally takes two.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  demoUser('mario.rossi', 'ADMIN'),
  demoUser('chiara.ferri', 'ADMIN'),
  demoUser('giulia.bianchi', 'RISK_OFFICER'),
  demoUser('luca.verdi', 'ANALISTA'),
  demoUser('sara.neri', 'ANALISTA_LIBERO'),
  demoUser('paolo.gallo', 'ANALISTA_TUTELATO'),
  demoUser('anna.ferrari', 'AGENT'),
];

/**
 * One group per role and the demo users, through the real Cognito API. Idempotent: what exists is
 * left alone (a demo password changed on purpose stays changed), so a restart writes nothing.
 */
export async function seedDemoUsers(cognito: CognitoIdentityProviderClient, userPoolId: string, log: LocalLogger) {
  // ListGroups rather than GetGroup: cognito-local answers GetGroup with a 500 while a pool has no group.
  const listed = await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const groups = new Set(listed.Groups?.map((group) => group.GroupName));
  const created: string[] = [];
  for (const GroupName of ROLES) {
    if (groups.has(GroupName)) continue;
    await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName }));
    created.push(`group ${GroupName}`);
  }
  for (const user of DEMO_USERS) {
    const Username = user.username;
    const known = await exists(() => cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username })));
    if (!known) {
      await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: user.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      await cognito.send(
        new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username, Password: user.password, Permanent: true }),
      );
      created.push(Username);
    }
    const member = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username }));
    if (member.Groups?.some((group) => group.GroupName === user.role)) continue;
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username, GroupName: user.role }));
  }
  if (created.length > 0) log.info(`created in Cognito: ${created.join(', ')}`);
}

async function exists(lookup: () => Promise<unknown>): Promise<boolean> {
  try {
    await lookup();
    return true;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'UserNotFoundException') return false;
    throw error;
  }
}
