import { OWN_CHANGE_REFUSALS, type OwnChange } from '../../../../shared/users/user-rules';

/**
 * Why the signed-in administrator cannot make this change to this user, as a key of the catalogue's
 * server texts (users.serverTexts), or undefined when the change may be asked. Nobody changes
 * themselves (the server's rule, shared/users/user-rules.ts): on one's own user every change is
 * offered disabled with the reason the server would give after the steps.
 */
export function ownUserRefusal(
  change: OwnChange,
  username: string,
  signedIn: string | undefined,
): (typeof OWN_CHANGE_REFUSALS)[OwnChange] | undefined {
  return signedIn !== undefined && username === signedIn ? OWN_CHANGE_REFUSALS[change] : undefined;
}
