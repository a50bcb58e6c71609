import { documentClient } from '../../commons/clients';
import { tableName } from '../../commons/env';
import { userPool } from '../../commons/user-pool';
import { type UserChangeLeases, userChangeLeases } from './user-change-leases';
import { type UserDirectory, userDirectory } from './user-directory';

/**
 * Built on first use, once per container, and only by the functions that administer users: the
 * directory's admin calls stay out of every other function.
 */
let directory: UserDirectory | undefined;

export function containerUserDirectory(): UserDirectory {
  if (!directory) {
    const { client, poolId } = userPool();
    directory = userDirectory(client, poolId);
  }
  return directory;
}

export const containerUserChangeLeases = (): UserChangeLeases => userChangeLeases(documentClient, tableName('data'));
