import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/locales/en';
import { it as italian } from '../../shared/i18n/locales/it';
import { ownUserRefusal } from './own-user';

describe("the changes refused on one's own user", () => {
  it.each([
    ['role', 'mario.rossi', 'mario.rossi', 'ownRole'],
    ['disable', 'mario.rossi', 'mario.rossi', 'ownDisable'],
    ['enable', 'mario.rossi', 'mario.rossi', 'ownEnable'],
    ['resetPassword', 'mario.rossi', 'mario.rossi', 'ownPasswordReset'],
    ['turnTotpOff', 'mario.rossi', 'mario.rossi', 'ownTotp'],
    ['role', 'chiara.ferri', 'mario.rossi', undefined],
    ['disable', 'chiara.ferri', 'mario.rossi', undefined],
    // Who is signed in not known yet: the server still refuses, nothing is disabled on a guess.
    ['disable', 'mario.rossi', undefined, undefined],
  ] as const)('%s of %s by %s: %s', (change, username, signedIn, refusal) => {
    expect(ownUserRefusal(change, username, signedIn)).toBe(refusal);
  });

  it.each([
    ['Italian', italian],
    ['English', en],
  ] as const)('has a reason for each in %s', (_, catalogue) => {
    for (const change of ['role', 'disable', 'enable', 'resetPassword', 'turnTotpOff'] as const) {
      const key = ownUserRefusal(change, 'mario.rossi', 'mario.rossi');
      expect(key && catalogue.users.serverTexts[key]).toBeTruthy();
    }
  });
});
