import type { AttributeType, UserStatusType } from '@aws-sdk/client-cognito-identity-provider';
import { AGENCY_CODE_CLAIM } from '../../../shared/agency/agency-claim';
import { roleFromGroups } from '../../../shared/roles';
import { USER_STATUSES, type User, type UserDetail } from '../../../shared/schemas/users';

/** A user as Cognito's admin calls describe it, before the product adds its last sign-in. */
export interface DirectoryUser {
  username: string;
  email: string | null;
  agencyCode: string | null;
  enabled: boolean;
  status: User['status'];
  createdAt: string;
  /** Every group the user is in; the role is the most privileged (shared/roles.ts). */
  groups: readonly string[];
  /** Whether sign-ins ask for a TOTP code; null when the call read does not tell (ListUsers). */
  totpEnabled: boolean | null;
}

/** What ListUsers, ListUsersInGroup and AdminGetUser answer of a user (their field names differ for the attributes). */
export interface CognitoUserFields {
  Username?: string;
  Attributes?: AttributeType[];
  UserAttributes?: AttributeType[];
  Enabled?: boolean;
  UserStatus?: UserStatusType | string;
  UserCreateDate?: Date;
  /** AdminGetUser only: the second factors the user has turned on. */
  UserMFASettingList?: string[];
}

export function directoryUserOf(fields: CognitoUserFields, groups: readonly string[]): DirectoryUser {
  const attributes = fields.Attributes ?? fields.UserAttributes ?? [];
  const attribute = (name: string) => attributes.find((item) => item.Name === name)?.Value ?? null;
  const status = USER_STATUSES.find((known) => known === fields.UserStatus) ?? 'UNKNOWN';
  return {
    username: fields.Username ?? '',
    email: attribute('email'),
    agencyCode: attribute(AGENCY_CODE_CLAIM),
    enabled: fields.Enabled ?? true,
    status,
    createdAt: (fields.UserCreateDate ?? new Date(0)).toISOString(),
    groups,
    totpEnabled: fields.UserMFASettingList ? fields.UserMFASettingList.includes('SOFTWARE_TOKEN_MFA') : null,
  };
}

/** The user as the back office shows it: one role from its groups, the agency only for an agent. */
export function shownUser(user: DirectoryUser, lastSignInAt: string | null): User {
  const role = roleFromGroups(user.groups);
  return {
    username: user.username,
    email: user.email,
    role,
    agencyCode: role === 'AGENT' ? user.agencyCode : null,
    enabled: user.enabled,
    status: user.status,
    createdAt: user.createdAt,
    lastSignInAt,
  };
}

/** The user as its detail shows it: besides the list's fields, whether its sign-ins ask for a TOTP code. */
export function shownUserDetail(user: DirectoryUser, lastSignInAt: string | null): UserDetail {
  return { ...shownUser(user, lastSignInAt), totpEnabled: user.totpEnabled ?? false };
}

/** What an audit record keeps of a user: who it is and what a change can move, never a password. */
export function auditedUser(user: User | UserDetail) {
  const { username, email, role, agencyCode, enabled, status } = user;
  const totp = 'totpEnabled' in user ? { totpEnabled: user.totpEnabled } : {};
  return { username, email, role, agencyCode, enabled, status, ...totp };
}
