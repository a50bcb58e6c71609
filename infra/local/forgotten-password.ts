import { CognitoError } from 'cognito-local/lib/errors';
import type { Route, Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { attributeValue, type UserPoolService } from 'cognito-local/lib/services/userPoolService';
import { domainInitialsOf, masked, simulatedMask } from './delivery-masks';
import { attemptLimitExceeded, checkPolicy, codeMismatch, expiredCode, requiredText } from './pool-refusals';
import { type ResetCodes, resetCode } from './reset-codes';

export interface ForgottenPasswordState {
  /** The codes pending, by username. */
  codes: ResetCodes;
  /** The data folder's key for the masks of names nobody has. */
  maskKey: Buffer;
}

/** Whom a forgotten-password call is about: the register's key, and the user a code may be emailed to. */
interface Recovery {
  key: string;
  user?: { Username: string; email: string };
}

/**
 * The forgotten password as the deployed pool answers it with user-existence errors prevented, where
 * cognito-local lets an absent code match an absent code, takes any number of wrong codes, never expires
 * one, and answers a name nobody has otherwise than a user:
 * - ForgotPassword emails a user a code (drawn from crypto, services.otp) and registers it; a name nobody
 *   has, a disabled user and one without a verified email get a simulated mask and a code nobody is sent,
 *   registered alike, so what follows is answered as a user's;
 * - ConfirmForgotPassword checks the code before anything else, for everyone: a pending code, within its
 *   hour, before its fifth wrong try; only then the password policy; an accepted code is spent.
 */
export function forgottenPasswordRoutes(
  inner: Router,
  services: Services,
  { codes, maskKey }: ForgottenPasswordState,
): Record<'ForgotPassword' | 'ConfirmForgotPassword', Route> {
  return {
    ForgotPassword: async (ctx, req = {}) => {
      const username = requiredText(req.Username, 'username');
      const pool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId ?? ''));
      const { key, user } = await recoveryOf(ctx, pool, username);
      let destination: string;
      if (user) {
        await inner('ForgotPassword')(ctx, { ...req, Username: user.Username });
        const sent = await pool.getUserByUsername(ctx, user.Username);
        codes.issue(key, String(sent?.ConfirmationCode ?? resetCode()));
        // As the deployed pool masks it: the browser learns where to look, not the address.
        destination = masked(user.email);
      } else {
        codes.issue(key, resetCode());
        const addresses = (await pool.listUsers(ctx)).map((other) => attributeValue('email', other.Attributes));
        destination = simulatedMask(username, domainInitialsOf(addresses), maskKey);
      }
      return { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: destination } };
    },

    ConfirmForgotPassword: async (ctx, req = {}) => {
      const username = requiredText(req.Username, 'username');
      const code = requiredText(req.ConfirmationCode, 'confirmationCode');
      const pool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId ?? ''));
      const { key, user } = await recoveryOf(ctx, pool, username);
      const verdict = codes.verify(key, code);
      if (verdict === 'expired') throw expiredCode();
      if (verdict === 'limit-exceeded') throw attemptLimitExceeded();
      // A name nobody has was sent no code: one guessed is as wrong as any other.
      if (verdict === 'mismatch' || !user) throw codeMismatch();
      checkPolicy(req.Password);
      codes.spend(key);
      try {
        return await inner('ConfirmForgotPassword')(ctx, { ...req, Username: user.Username });
      } catch (error) {
        // The stored code was replaced meanwhile by a newer request: a wrong code, in the pool's words.
        if (error instanceof CognitoError && error.code === 'CodeMismatchException') throw codeMismatch();
        throw error;
      }
    },
  };
}

/**
 * A user may recover a password when enabled and with a verified email, as Cognito has it; anyone else is
 * answered as a name nobody has, under the name sent.
 */
async function recoveryOf(ctx: Context, pool: UserPoolService, username: string): Promise<Recovery> {
  const user = await pool.getUserByUsername(ctx, username);
  const email = attributeValue('email', user?.Attributes);
  const verified = attributeValue('email_verified', user?.Attributes) === 'true';
  if (!user?.Enabled || !email || !verified) return { key: user?.Username ?? username };
  return { key: user.Username, user: { Username: user.Username, email } };
}
