import { randomUUID } from 'node:crypto';
import type { Route } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import type { User } from 'cognito-local/lib/services/userPoolService';
import { checkPolicy } from './pool-refusals';

type ChallengeRequest = Record<string, unknown> & { ChallengeResponses?: Record<string, unknown> };

/**
 * RespondToAuthChallenge as the deployed pool answers it, around cognito-local's:
 * - a new password must meet the pool's policy;
 * - after the new password of a user with TOTP on (an administrator's reset of such a user), the password
 *   is kept and the TOTP code is asked, in a new session, before any token: cognito-local gives tokens
 *   at once, so a reset skipped the second factor;
 * - the refresh token of the tokens an answer gives is stored for its user, as InitiateAuth's are:
 *   cognito-local forgets it, so a session begun by a sign-in step could not refresh.
 */
export function respondToAuthChallenge(inner: Route, services: Services): Route {
  return async (ctx, req: ChallengeRequest = {}) => {
    if (req.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
      checkPolicy(req.ChallengeResponses?.NEW_PASSWORD);
      const totpStep = await totpAfterNewPassword(services, ctx, req);
      if (totpStep) return totpStep;
    }
    const answer = await inner(ctx, req);
    const refreshToken = answer?.AuthenticationResult?.RefreshToken;
    if (typeof refreshToken === 'string') {
      const pool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId));
      const user = await pool.getUserByUsername(ctx, String(req.ChallengeResponses?.USERNAME));
      if (user) await pool.storeRefreshToken(ctx, refreshToken, user);
    }
    return answer;
  };
}

/** A user's TOTP counts when it was verified and turned on, in a pool that asks for a second factor. */
function asksForTotp(user: User, mfaConfiguration: string | undefined): boolean {
  return (
    (mfaConfiguration === 'OPTIONAL' || mfaConfiguration === 'ON') &&
    (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA') &&
    user.SoftwareTokenMfaConfiguration?.Verified === true
  );
}

async function totpAfterNewPassword(services: Services, ctx: Context, req: ChallengeRequest) {
  const newPassword = req.ChallengeResponses?.NEW_PASSWORD;
  const username = req.ChallengeResponses?.USERNAME;
  // A malformed answer is cognito-local's to refuse, with its own words.
  if (typeof req.Session !== 'string' || req.Session === '' || typeof username !== 'string') return undefined;
  if (typeof newPassword !== 'string') return undefined;
  const pool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId));
  const user = await pool.getUserByUsername(ctx, username);
  if (!user || !asksForTotp(user, pool.options.MfaConfiguration)) return undefined;
  await pool.saveUser(ctx, {
    ...user,
    Password: newPassword,
    UserStatus: 'CONFIRMED',
    UserLastModifiedDate: services.clock.get(),
  });
  const deviceName = user.SoftwareTokenMfaConfiguration?.FriendlyDeviceName;
  return {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.Username,
      ...(deviceName ? { FRIENDLY_DEVICE_NAME: deviceName } : {}),
    },
    Session: randomUUID(),
  };
}
