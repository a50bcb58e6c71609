import { CognitoError, InvalidPasswordError, NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors';
import type { Route, Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { unmetPasswordRules } from '../../shared/users/password-policy';
import { USER_DISABLED } from './cognito-errors';

/**
 * What the deployed pool does and cognito-local 5.3 does not, added around its router so the product's
 * calls meet the same answers locally (real protocol, real SDK, the emulator's own store):
 * - a new user's temporary password is checked before the new-password step is offered (cognito-local
 *   offers it to whoever names the user);
 * - a disabled user cannot sign in or refresh tokens ('User is disabled.', after a right password only,
 *   so the answer tells nothing to whoever does not know it);
 * - AdminUserGlobalSignOut exists: it revokes every refresh token of the user;
 * - a new password (first sign-in, forgotten password) must meet the pool's policy (shared/users);
 * - an unknown user's ForgotPassword is answered as a known one's and ConfirmForgotPassword as a wrong
 *   code, as the deployed pool does with preventUserExistenceErrors.
 */
export function productRouter(inner: Router, services: Services): Router {
  const extra: Record<string, Route> = {
    AdminUserGlobalSignOut: async (ctx, req) => {
      const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
      const user = await pool.getUserByUsername(ctx, String(req.Username ?? ''));
      if (!user) throw new UserNotFoundError('User does not exist.');
      await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
      return {};
    },
  };
  const before: Record<string, (ctx: Context, req: Record<string, unknown>) => Promise<unknown>> = {
    InitiateAuth: (ctx, req) => checkSignIn(services, ctx, req),
    RespondToAuthChallenge: async (_ctx, req) => {
      const responses = req.ChallengeResponses as Record<string, unknown> | undefined;
      if (req.ChallengeName === 'NEW_PASSWORD_REQUIRED') checkPolicy(responses?.NEW_PASSWORD);
      return undefined;
    },
    ForgotPassword: async (ctx, req) => {
      const known = await knownUser(services, ctx, req);
      const answer = known
        ? await inner('ForgotPassword')(ctx, req)
        : { CodeDeliveryDetails: { Destination: 'u***@e***' } };
      // As the deployed pool masks it: the browser learns where to look, not the address.
      const destination = String(answer?.CodeDeliveryDetails?.Destination ?? '');
      return {
        CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: masked(destination) },
      };
    },
    ConfirmForgotPassword: async (ctx, req) => {
      if (!(await knownUser(services, ctx, req)))
        throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      checkPolicy(req.Password);
      return undefined;
    },
  };
  return (target) => {
    const added = extra[target];
    if (added) return added;
    const route = inner(target);
    const check = before[target];
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
    const user = await pool.getUserByRefreshToken(ctx, parameters.REFRESH_TOKEN);
    if (user && !user.Enabled) throw new NotAuthorizedError(USER_DISABLED);
  }
  return undefined;
}

async function knownUser(services: Services, ctx: Context, req: Record<string, unknown>): Promise<boolean> {
  const pool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId ?? ''));
  return (await pool.getUserByUsername(ctx, String(req.Username ?? ''))) !== null;
}

/** 'mario.rossi@semaforo.local' as Cognito shows it: 'm***@s***'. */
export function masked(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}

function checkPolicy(password: unknown) {
  const unmet = unmetPasswordRules(typeof password === 'string' ? password : '');
  if (unmet.length > 0) {
    throw new CognitoError('InvalidPasswordException', `Password does not conform to policy: ${unmet.join(', ')}`);
  }
}
