import { describe, expect, it } from 'vitest';
import { stepAfter } from './sign-in-steps';

describe("Amplify's next step as the console's form", () => {
  it.each([
    ['DONE', { kind: 'done' }],
    ['CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', { kind: 'step', step: { kind: 'newPassword' } }],
    ['CONFIRM_SIGN_IN_WITH_TOTP_CODE', { kind: 'step', step: { kind: 'totpCode' } }],
    ['RESET_PASSWORD', { kind: 'step', step: { kind: 'forgotPassword', username: 'nuovo.utente' } }],
    [
      'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      { kind: 'failed', failure: { reason: 'nextStep', step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' } },
    ],
    [
      'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
      { kind: 'failed', failure: { reason: 'nextStep', step: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION' } },
    ],
  ])('%s', (signInStep, outcome) => {
    expect(stepAfter({ signInStep }, 'nuovo.utente')).toEqual(outcome);
  });

  it('sets TOTP up with the secret and a URI naming the product and the user', () => {
    const getSetupUri = (appName: string, accountName?: string) =>
      new URL(`otpauth://totp/${appName}:${accountName}?secret=ABC&issuer=${appName}`);
    expect(
      stepAfter(
        { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', totpSetupDetails: { sharedSecret: 'ABC', getSetupUri } },
        'nuovo.utente',
      ),
    ).toEqual({
      kind: 'step',
      step: {
        kind: 'totpSetup',
        secret: 'ABC',
        setupUri: 'otpauth://totp/Semaforo:nuovo.utente?secret=ABC&issuer=Semaforo',
      },
    });
  });

  it('fails a TOTP set-up that comes without its secret', () => {
    expect(stepAfter({ signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' }, 'x')).toEqual({
      kind: 'failed',
      failure: { reason: 'generic' },
    });
  });
});
