import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { documentClient } from '../../commons/clients';
import { tableName } from '../../commons/env';
import { adminChangeLease } from './user-admin-lease';
import { type UserDirectory, userDirectory } from './user-directory';
import { USER_POOL_ENV } from './user-pool-env';

/**
 * Built on first use, once per container, and only by the functions that administer users: the Cognito
 * client stays out of every other function. Locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points it
 * at the emulator.
 */
let directory: UserDirectory | undefined;

export function containerUserDirectory(): UserDirectory {
  if (!directory) {
    const poolId = process.env[USER_POOL_ENV];
    if (!poolId) throw new Error(`Missing environment variable ${USER_POOL_ENV}`);
    const endpoint = process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER || undefined;
    directory = userDirectory(new CognitoIdentityProviderClient({ endpoint }), poolId);
  }
  return directory;
}

export const containerAdminChangeLease = () => adminChangeLease(documentClient, tableName('data'));
