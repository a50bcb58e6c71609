import type { Role } from '../../../../shared/roles';
import type { User } from '../../../../shared/schemas/users';
import { api } from '../../shared/api';

/** What the back office changes about users, each through the shared wizard. */
export type UserOperation =
  | { kind: 'create' }
  | { kind: 'role' | 'disable' | 'enable' | 'resetPassword' | 'turnTotpOff'; user: User };

/** The form's values as they travel (create and role only). */
export interface UserRequest {
  username: string;
  email: string;
  role: Role;
  agencyCode?: string;
}

/** What an operation answered: the user, and the temporary password a creation or a reset made. */
export interface UserOutcome {
  user: User;
  temporaryPassword?: string;
}

export async function performUserOperation(operation: UserOperation, request?: UserRequest): Promise<UserOutcome> {
  switch (operation.kind) {
    case 'create': {
      if (!request) throw new Error('The form was not checked');
      return api.call('createUser', { body: request });
    }
    case 'role': {
      if (!request) throw new Error('The form was not checked');
      const { role, agencyCode } = request;
      return {
        user: await api.call('updateUserRole', { body: { username: operation.user.username, role, agencyCode } }),
      };
    }
    case 'disable':
      return { user: await api.call('disableUser', { params: { username: operation.user.username } }) };
    case 'enable':
      return { user: await api.call('enableUser', { params: { username: operation.user.username } }) };
    case 'resetPassword':
      return api.call('resetUserPassword', { params: { username: operation.user.username } });
    case 'turnTotpOff':
      return { user: await api.call('turnUserTotpOff', { params: { username: operation.user.username } }) };
  }
}
