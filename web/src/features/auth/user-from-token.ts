import { type Role, roleFromGroups } from '../../../../shared/roles';

/** The auth state's user data (spec section 3 'Auth state'). */
export interface UserData {
  username: string;
  name: string;
  surname: string;
  role: Role;
  /** Shown in the top bar. */
  initials: string;
}

/**
 * The user from the ID token's claims. Name and surname are the two parts of the username split on a
 * dot, each falling back to the whole username; the role comes from `cognito:groups`.
 */
export function userFromClaims(claims: Readonly<Record<string, unknown>>): UserData {
  const username = textClaim(claims['cognito:username']) ?? textClaim(claims.username) ?? '';
  const [first, second] = username.split('.');
  const name = first || username;
  const surname = second || username;
  return {
    username,
    name,
    surname,
    role: roleFromGroups(claims['cognito:groups']),
    initials: `${initialOf(name)}${initialOf(surname)}`,
  };
}

function textClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function initialOf(part: string): string {
  // Array.from splits by code point, so an initial is never half of a surrogate pair.
  return (Array.from(part)[0] ?? '').toUpperCase();
}
