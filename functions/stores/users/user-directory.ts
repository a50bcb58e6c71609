import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserAttributesCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
  ListUsersCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { AGENCY_CODE_CLAIM } from '../../../shared/agency/agency-claim';
import { ROLES, type Role } from '../../../shared/roles';
import { Refusal } from '../../commons/refusal/refusal';
import { type DirectoryUser, directoryUserOf } from './directory-user';

/** Cognito's largest page of users. */
const PAGE = 60;

export interface NewDirectoryUser {
  username: string;
  email: string;
  role: Role;
  agencyCode?: string;
}

/**
 * The users and their roles as Cognito keeps them, through its admin calls on the one pool: the only
 * module that talks to Cognito (IAM grants each route the calls it makes, infra/access.ts). One group
 * per role; a user is in exactly one, the role's. Cognito's refusals become the product's (404 unknown
 * user, 409 taken username, 503 throttled); its exception names never reach a client.
 */
export function userDirectory(client: CognitoIdentityProviderClient, userPoolId: string) {
  const send = <T>(call: () => Promise<T>) => call().catch(asProductError);

  /** Every member of a group, its pages followed. */
  async function members(group: Role) {
    const users = [];
    let NextToken: string | undefined;
    do {
      const page = await send(() =>
        client.send(new ListUsersInGroupCommand({ UserPoolId: userPoolId, GroupName: group, Limit: PAGE, NextToken })),
      );
      users.push(...(page.Users ?? []));
      NextToken = page.NextToken;
    } while (NextToken);
    return users;
  }

  async function groupsOf(username: string): Promise<string[]> {
    const groups: string[] = [];
    let NextToken: string | undefined;
    do {
      const page = await send(() =>
        client.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username, NextToken })),
      );
      groups.push(...(page.Groups ?? []).map((group) => group.GroupName ?? ''));
      NextToken = page.NextToken;
    } while (NextToken);
    return groups;
  }

  const signOutEverywhere = (username: string) =>
    send(() => client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username })));

  return {
    /** Every user of the pool with its groups: a staff pool of hundreds is a few pages of each call. */
    async list(): Promise<DirectoryUser[]> {
      const groups = new Map<string, string[]>();
      for (const role of ROLES) {
        for (const member of await members(role)) {
          const name = member.Username ?? '';
          groups.set(name, [...(groups.get(name) ?? []), role]);
        }
      }
      const users: DirectoryUser[] = [];
      let PaginationToken: string | undefined;
      do {
        const page = await send(() =>
          client.send(new ListUsersCommand({ UserPoolId: userPoolId, Limit: PAGE, PaginationToken })),
        );
        for (const user of page.Users ?? []) users.push(directoryUserOf(user, groups.get(user.Username ?? '') ?? []));
        PaginationToken = page.PaginationToken;
      } while (PaginationToken);
      return users;
    },

    /** The user, or undefined when the pool has none of that name. */
    async get(username: string): Promise<DirectoryUser | undefined> {
      try {
        const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
        // AdminGetUser leaves the list out when the user has no second factor.
        return directoryUserOf(
          { ...user, UserMFASettingList: user.UserMFASettingList ?? [] },
          await groupsOf(username),
        );
      } catch (error) {
        if ((error as Error).name === 'UserNotFoundException') return undefined;
        return asProductError(error);
      }
    },

    /** The usernames of the enabled administrators. */
    async enabledAdministrators(): Promise<string[]> {
      return (await members('ADMIN')).filter((user) => user.Enabled !== false).map((user) => user.Username ?? '');
    },

    /**
     * A new user in its role's group with a temporary password, no message sent (the back office shows the
     * password once). A user whose group cannot be set is deleted again: no user without a role is left.
     */
    async create(user: NewDirectoryUser, temporaryPassword: string): Promise<DirectoryUser> {
      const created = await send(() =>
        client.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: user.username,
            TemporaryPassword: temporaryPassword,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: user.email },
              // Typed by an administrator: the address the forgotten-password code is sent to.
              { Name: 'email_verified', Value: 'true' },
              ...(user.agencyCode ? [{ Name: AGENCY_CODE_CLAIM, Value: user.agencyCode }] : []),
            ],
          }),
        ),
      );
      try {
        await client.send(
          new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.username, GroupName: user.role }),
        );
      } catch (error) {
        await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: user.username }));
        return asProductError(error);
      }
      return directoryUserOf(created.User ?? {}, [user.role]);
    },

    /**
     * The user's one role (and an agent's agency), then its sessions ended: the next sign-in carries the
     * new role. The new group is added before the old ones are left, so the user is never without a role.
     */
    async setRole(user: DirectoryUser, role: Role, agencyCode: string | undefined): Promise<void> {
      if (!user.groups.includes(role)) {
        await send(() =>
          client.send(
            new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.username, GroupName: role }),
          ),
        );
      }
      for (const group of user.groups.filter((name) => name !== role)) {
        await send(() =>
          client.send(
            new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId, Username: user.username, GroupName: group }),
          ),
        );
      }
      if (agencyCode) {
        await send(() =>
          client.send(
            new AdminUpdateUserAttributesCommand({
              UserPoolId: userPoolId,
              Username: user.username,
              UserAttributes: [{ Name: AGENCY_CODE_CLAIM, Value: agencyCode }],
            }),
          ),
        );
      } else if (user.agencyCode) {
        await send(() =>
          client.send(
            new AdminDeleteUserAttributesCommand({
              UserPoolId: userPoolId,
              Username: user.username,
              UserAttributeNames: [AGENCY_CODE_CLAIM],
            }),
          ),
        );
      }
      await signOutEverywhere(user.username);
    },

    /** Disabled and signed out everywhere: its refresh tokens stop working at once. */
    async disable(username: string): Promise<void> {
      await send(() => client.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: username })));
      await signOutEverywhere(username);
    },

    async enable(username: string): Promise<void> {
      await send(() => client.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: username })));
    },

    /** A new temporary password, changed at the next sign-in; the sessions it had end. */
    async setTemporaryPassword(username: string, temporaryPassword: string): Promise<void> {
      await send(() =>
        client.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: userPoolId,
            Username: username,
            Password: temporaryPassword,
            Permanent: false,
          }),
        ),
      );
      await signOutEverywhere(username);
    },

    /**
     * Sign-ins no longer ask for a TOTP code (a lost phone): the user signs in with the password and may
     * set TOTP up again from the user menu. Its sessions end, as after every administrator's change.
     */
    async turnTotpOff(username: string): Promise<void> {
      await send(() =>
        client.send(
          new AdminSetUserMFAPreferenceCommand({
            UserPoolId: userPoolId,
            Username: username,
            SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
          }),
        ),
      );
      await signOutEverywhere(username);
    },
  };
}
export type UserDirectory = ReturnType<typeof userDirectory>;

/** Cognito's refusals as the product's; anything else is a fault, answered as a plain 500 by the frame. */
function asProductError(error: unknown): never {
  switch ((error as Error | undefined)?.name) {
    case 'UserNotFoundException':
      throw new Refusal('USER_NOT_FOUND');
    case 'UsernameExistsException':
    case 'AliasExistsException':
      throw new Refusal('USERNAME_TAKEN');
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      throw new Refusal('USER_DIRECTORY_BUSY');
    default:
      throw error;
  }
}
