import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { tracer } from './observability/tracer';

/**
 * The environment variable naming the stage's one user pool: the CDK stack sets it on every function
 * granted a Cognito call (the users functions, and every function whose calls change managed data, which
 * reads who is acting), the local runtime on every handler.
 */
export const USER_POOL_ENV = 'USER_POOL_ID';

let client: CognitoIdentityProviderClient | undefined;

/**
 * The Cognito client and the pool's id, built on first use, once per container: a function that never
 * asks (a read, the precheck) never builds it. Locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points
 * it at the emulator. A function without the pool's id fails at its first use, which the frame answers
 * with a plain 500 and a log line.
 */
export function userPool(): { client: CognitoIdentityProviderClient; poolId: string } {
  const poolId = process.env[USER_POOL_ENV];
  if (!poolId) throw new Error(`Missing environment variable ${USER_POOL_ENV}`);
  const endpoint = process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER || undefined;
  client ??= tracer.captureAWSv3Client(new CognitoIdentityProviderClient({ endpoint }));
  return { client, poolId };
}
