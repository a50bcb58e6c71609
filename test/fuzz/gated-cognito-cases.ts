import { createRandom, mixSeeds, seedOf } from '../../infra/local/synthetic/prng';
import { HOSTILE_VALUES } from './hostile-values';
import type { SurfaceCase } from './surface-cases';

const COGNITO_PREFIX = 'AWSCognitoIdentityProviderService.';

/** The fields each call of a signed-in user reads besides its access token. */
const SIGNED_IN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  GetUser: [],
  AssociateSoftwareToken: ['Session'],
  VerifySoftwareToken: ['UserCode', 'FriendlyDeviceName', 'Session'],
  SetUserMFAPreference: ['SoftwareTokenMfaSettings', 'SMSMfaSettings'],
};

/** The fields of an answer to a challenge besides its session and its user. */
const CHALLENGE_FIELDS = ['NEW_PASSWORD', 'SOFTWARE_TOKEN_MFA_CODE', 'ANSWER', 'userAttributes.email'];

function cognitoCase(label: string, target: string, body: object): SurfaceCase {
  return {
    label,
    surface: 'cognito',
    request: {
      method: 'POST',
      target: '/cognito/',
      headers: [
        ['Content-Type', 'application/x-amz-json-1.1'],
        ['X-Amz-Target', `${COGNITO_PREFIX}${target}`],
      ],
      body: Buffer.from(JSON.stringify(body)),
    },
  };
}

/**
 * The proxy's calls that pass its gate only with a signed access token, past the gate: the token is a
 * real one of a demo user, and each other field takes each hostile value in turn. What reaches the
 * emulator must come back as a Cognito error, never a 5xx or the emulator's insides.
 */
export function signedInCognitoCases(seed: number, accessToken: string): SurfaceCase[] {
  const random = createRandom(mixSeeds(seed, seedOf('signed-in cognito')));
  return Object.entries(SIGNED_IN_FIELDS).flatMap(([target, fields]) => [
    cognitoCase(`${target}, valid token alone`, target, { AccessToken: accessToken }),
    ...fields.flatMap((field) =>
      HOSTILE_VALUES.filter(() => random.chance(0.5)).map(({ label, value }) =>
        cognitoCase(`${target}, ${field}: ${label}`, target, { AccessToken: accessToken, [field]: value }),
      ),
    ),
  ]);
}

/**
 * Answers to a challenge the proxy issued: `session` opens a fresh one for the user before each case,
 * so every hostile answer reaches the emulator instead of stopping at the session register.
 */
export async function challengeCases(
  seed: number,
  session: () => Promise<{ session: string; username: string; clientId: string }>,
): Promise<SurfaceCase[]> {
  const random = createRandom(mixSeeds(seed, seedOf('challenge answers')));
  const cases: SurfaceCase[] = [];
  for (const field of CHALLENGE_FIELDS) {
    for (const { label, value } of HOSTILE_VALUES.filter(() => random.chance(0.4))) {
      const issued = await session();
      cases.push(
        cognitoCase(`RespondToAuthChallenge, ${field}: ${label}`, 'RespondToAuthChallenge', {
          ClientId: issued.clientId,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: issued.session,
          ChallengeResponses: { USERNAME: issued.username, [field]: value },
        }),
      );
    }
  }
  return cases;
}
