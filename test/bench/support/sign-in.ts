import {
  AuthFlowType,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_USERS } from '../../../infra/local/demo-users';
import { LOCAL_CREDENTIALS } from '../../../infra/local/settings';
import type { LocalStack } from '../../../infra/local/stack';
import type { Role } from '../../../shared/roles';

/** The ID token of the role's first demo user, signed in against the stack's Cognito emulator. */
export async function demoIdToken(stack: LocalStack, role: Role): Promise<string> {
  const user = DEMO_USERS.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`No ${role} demo user`);
  const cognito = new CognitoIdentityProviderClient({
    region: stack.config.region,
    endpoint: stack.endpoints.cognito,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: stack.userPoolClientId,
        AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
        AuthParameters: { USERNAME: user.username, PASSWORD: user.password },
      }),
    );
    const token = auth.AuthenticationResult?.IdToken;
    if (!token) throw new Error(`No token for ${user.username}`);
    return token;
  } finally {
    cognito.destroy();
  }
}
