import {
  InvalidParameterError,
  InvalidPasswordError,
  NotAuthorizedError,
  UserNotFoundError,
} from 'cognito-local/lib/errors';
import type { Route, Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import type { User } from 'cognito-local/lib/services/userPoolService';
import { respondToAuthChallenge } from './challenge-answers';
import { REFRESH_TOKEN_REVOKED, USER_DISABLED } from './cognito-errors';
import { type ForgottenPasswordState, forgottenPasswordRoutes } from './forgotten-password';

/** Refresh tokens a user's record remembers as revoked, newest last: enough for a working day's sessions. */
const MAX_REVOKED_TOKENS = 50;

/** What the product keeps on a user's record beside cognito-local's fields. */
type ProductUser = User & { RevokedRefreshTokens?: string[] };

/**
 * What the deployed pool does and cognito-local 5.3 does not, added around its router so the product's
 * calls meet the same answers locally (real protocol, real SDK, the emulator's own store):
 * - a new user's temporary password is checked before the new-password step is offered (cognito-local
 *   offers it to whoever names the user);
 * - a disabled user cannot sign in or refresh tokens ('User is disabled.', after a right password only,
 *   so the answer tells nothing to whoever does not know it); a refresh token revoked by a sign-out
 *   everywhere is refused as revoked;
 * - AdminUserGlobalSignOut exists: it revokes every refresh token of the user;
 * - AdminSetUserMFAPreference exists: the back office turns a user's TOTP off;
 * - the challenges' answers and the forgotten password as the deployed pool answers them
 *   (challenge-answers.ts, forgotten-password.ts).
 */
export function productRouter(inner: Router, services: Services, forgotten: ForgottenPasswordState): Router {
  const poolUser = async (ctx: Context, req: Record<string, unknown>) => {
    const pool = await services.cognito.getUserPool(ctx, String(req.UserPoolId ?? ''));
    const user = (await pool.getUserByUsername(ctx, String(req.Username ?? ''))) as ProductUser | null;
    if (!user) throw new UserNotFoundError('User does not exist.');
    return { pool, user };
  };
  const extra: Record<string, Route> = {
    AdminUserGlobalSignOut: async (ctx, req) => {
      const { pool, user } = await poolUser(ctx, req ?? {});
      const revoked = [...(user.RevokedRefreshTokens ?? []), ...(user.RefreshTokens ?? [])].slice(-MAX_REVOKED_TOKENS);
      await pool.saveUser(ctx, { ...user, RefreshTokens: [], RevokedRefreshTokens: revoked } as User);
      return {};
    },
    AdminSetUserMFAPreference: async (ctx, req) => {
      const { pool, user } = await poolUser(ctx, req ?? {});
      const software = (req?.SoftwareTokenMfaSettings ?? {}) as { Enabled?: boolean; PreferredMfa?: boolean };
      const methods = new Set(user.UserMFASettingList ?? []);
      if (software.Enabled === true) {
        if (!user.SoftwareTokenMfaConfiguration?.Verified) {
          throw new InvalidParameterError('User has not verified software token mfa');
        }
        methods.add('SOFTWARE_TOKEN_MFA');
      }
      // Off: the secret goes too, so TOTP comes back only through a new set-up (a lost phone keeps none).
      const off = software.Enabled === false;
      if (off) methods.delete('SOFTWARE_TOKEN_MFA');
      const preferred = software.PreferredMfa && methods.has('SOFTWARE_TOKEN_MFA') ? 'SOFTWARE_TOKEN_MFA' : undefined;
      await pool.saveUser(ctx, {
        ...user,
        UserMFASettingList: [...methods],
        PreferredMfaSetting: preferred ?? (off ? undefined : user.PreferredMfaSetting),
        SoftwareTokenMfaConfiguration: off ? undefined : user.SoftwareTokenMfaConfiguration,
      });
      return {};
    },
    ...forgottenPasswordRoutes(inner, services, forgotten),
    RespondToAuthChallenge: respondToAuthChallenge(inner('RespondToAuthChallenge'), services),
  };
  const before: Record<string, (ctx: Context, req: Record<string, unknown>) => Promise<unknown>> = {
    InitiateAuth: (ctx, req) => checkSignIn(services, ctx, req),
  };
  return (target) => {
    const added = Object.hasOwn(extra, target) ? extra[target] : undefined;
    if (added) return added;
    const route = inner(target);
    const check = Object.hasOwn(before, target) ? before[target] : undefined;
    if (!check) return route;
    return async (ctx, req) => (await check(ctx, req ?? {})) ?? route(ctx, req);
  };
}

async function checkSignIn(services: Services, ctx: Context, req: Record<string, unknown>) {
  const pool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId ?? ''));
  const parameters = (req.AuthParameters ?? {}) as Record<string, unknown>;
  if (req.AuthFlow === 'USER_PASSWORD_AUTH') {
    const user = await pool.getUserByUsername(ctx, String(parameters.USERNAME ?? ''));
    if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== parameters.PASSWORD) {
      throw new InvalidPasswordError();
    }
    if (user && !user.Enabled && user.Password === parameters.PASSWORD) throw new NotAuthorizedError(USER_DISABLED);
  } else if (typeof parameters.REFRESH_TOKEN === 'string') {
    const token = parameters.REFRESH_TOKEN;
    const user = await pool.getUserByRefreshToken(ctx, token);
    if (user && !user.Enabled) throw new NotAuthorizedError(USER_DISABLED);
    if (!user) {
      const revokedFor = (await pool.listUsers(ctx)).find((candidate) =>
        ((candidate as ProductUser).RevokedRefreshTokens ?? []).includes(token),
      );
      // A disabled user is told so first (its sessions were also ended everywhere), anyone else that an
      // administrator's sign-out everywhere revoked the token.
      if (revokedFor && !revokedFor.Enabled) throw new NotAuthorizedError(USER_DISABLED);
      if (revokedFor) throw new NotAuthorizedError(REFRESH_TOKEN_REVOKED);
    }
  }
  return undefined;
}
