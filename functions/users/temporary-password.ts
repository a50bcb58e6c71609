import { randomInt } from 'node:crypto';
import { PASSWORD_POLICY } from '../../shared/users/password-policy';

// Letters and digits a person reads back without confusing them (no l/1, O/0) and symbols a keyboard has.
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#%&*?-_+=';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

/** Four more than the policy asks: 16 characters of ~6.2 bits each. */
const LENGTH = PASSWORD_POLICY.minLength + 4;

/**
 * A temporary password from the operating system's random source, meeting the pool's policy: one of
 * each kind of character, the rest from all of them, shuffled. The user replaces it at the first sign-in.
 */
export function temporaryPassword(pick: (below: number) => number = randomInt): string {
  const from = (alphabet: string) => alphabet.charAt(pick(alphabet.length));
  const characters = [from(LOWER), from(UPPER), from(DIGITS), from(SYMBOLS)];
  while (characters.length < LENGTH) characters.push(from(ALL));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = pick(index + 1);
    [characters[index], characters[other]] = [characters[other] as string, characters[index] as string];
  }
  return characters.join('');
}
