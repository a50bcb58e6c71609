import {
  AddCustomAttributesCommand,
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
  CreateGroupCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { AGENCY_CODE_ATTRIBUTE, AGENCY_CODE_CLAIM } from '../../shared/agency/agency-claim';
import { ROLES, type Role } from '../../shared/roles';
import type { LocalLogger } from './logger';
import { AGENCIES } from './synthetic/channels';

/** Shared by every demo login; printed at start and in the README, so never use it outside local runs. */
export const DEMO_PASSWORD = 'Demo2026!';

export interface DemoUser {
  username: string;
  role: Role;
  password: string;
  email: string;
  /** The agency an agent checks for (`custom:agencyCode`): its checks are logged with this code. */
  agencyCode?: string;
}

const demoUser = (username: string, role: Role, agencyCode?: string): DemoUser => ({
  username,
  role,
  password: DEMO_PASSWORD,
  email: `${username}@semaforo.local`,
  ...(agencyCode ? { agencyCode } : {}),
});

/** The demo agent's agency: the first synthetic agency, which the demo mapping names (demo/agency-seeder.ts). */
export const DEMO_AGENT_AGENCY = (AGENCIES[0] as { code: string }).code;

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
  demoUser('anna.ferrari', 'AGENT', DEMO_AGENT_AGENCY),
];

/**
 * A user an administrator has just made, who has not signed in yet: the first sign-in with the temporary
 * password asks for a new one (NEW_PASSWORD_REQUIRED), as a deployed stage does for every new user. Apart
 * from DEMO_USERS, whose passwords sign straight in. Created once: after its first sign-in it keeps the
 * password chosen then (a new data folder starts it again).
 */
export const FIRST_SIGN_IN_DEMO_USER = {
  username: 'nuovo.utente',
  role: 'ANALISTA',
  temporaryPassword: 'Provvisoria-2026!',
  email: 'nuovo.utente@semaforo.local',
} as const satisfies Omit<DemoUser, 'password'> & { temporaryPassword: string };

/**
 * One group per role, the pool's agency attribute and the demo users, through the real Cognito API.
 * Idempotent: what exists is left alone (a demo password changed on purpose stays changed, an agency
 * set since stays), only what is missing is added, so a restart writes nothing.
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
  await ensureAgencyAttribute(cognito, userPoolId);
  for (const user of DEMO_USERS) {
    const Username = user.username;
    const known = await attributesOf(cognito, userPoolId, Username);
    if (!known) {
      await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: user.email },
            { Name: 'email_verified', Value: 'true' },
            ...agencyAttributes(user),
          ],
        }),
      );
      await cognito.send(
        new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username, Password: user.password, Permanent: true }),
      );
      created.push(Username);
    } else if (user.agencyCode && !known.some((attribute) => attribute.Name === AGENCY_CODE_CLAIM)) {
      // A folder seeded before agents had agencies: the agent gets its agency once; one set since stays.
      await cognito.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username,
          UserAttributes: agencyAttributes(user),
        }),
      );
      created.push(`${AGENCY_CODE_CLAIM} of ${Username}`);
    }
    const member = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username }));
    if (member.Groups?.some((group) => group.GroupName === user.role)) continue;
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username, GroupName: user.role }));
  }
  if (await createFirstSignInUser(cognito, userPoolId)) created.push(FIRST_SIGN_IN_DEMO_USER.username);
  if (created.length > 0) log.info(`created in Cognito: ${created.join(', ')}`);
}

/** The first-sign-in demo user, when the pool does not have it yet; answers whether it was made. */
async function createFirstSignInUser(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<boolean> {
  const { username: Username, role, temporaryPassword, email } = FIRST_SIGN_IN_DEMO_USER;
  if (await attributesOf(cognito, userPoolId, Username)) return false;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username,
      TemporaryPassword: temporaryPassword,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username, GroupName: role }));
  return true;
}

const agencyAttributes = (user: DemoUser): AttributeType[] =>
  user.agencyCode ? [{ Name: AGENCY_CODE_CLAIM, Value: user.agencyCode }] : [];

/**
 * The pool's `custom:agencyCode`, as the deployed pool declares it (infra/stacks/auth-stack.ts): the
 * emulator refuses to set an attribute its schema lacks. Added once; a pool that has it is left alone.
 */
async function ensureAgencyAttribute(cognito: CognitoIdentityProviderClient, userPoolId: string) {
  const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
  if (UserPool?.SchemaAttributes?.some((attribute) => attribute.Name === AGENCY_CODE_CLAIM)) return;
  await cognito.send(
    new AddCustomAttributesCommand({
      UserPoolId: userPoolId,
      CustomAttributes: [
        {
          Name: AGENCY_CODE_ATTRIBUTE,
          AttributeDataType: 'String',
          Mutable: true,
          StringAttributeConstraints: { MinLength: '1', MaxLength: '50' },
        },
      ],
    }),
  );
}

/** A user's attributes, or undefined when the pool has no such user. */
async function attributesOf(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  Username: string,
): Promise<AttributeType[] | undefined> {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username }));
    return user.UserAttributes ?? [];
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'UserNotFoundException') return undefined;
    throw error;
  }
}
