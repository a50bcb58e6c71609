import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, type PasswordRule, unmetPasswordRules } from './password-policy';

describe('the password policy', () => {
  it.each<[string, PasswordRule[]]>([
    ['Provvisoria-2026!', []],
    ['Nuova Parola 2026', []],
    ['Ab1!Ab1!Ab1!', []],
    ['Ab1!Ab1!Ab1', ['length']],
    ['', ['length', 'lowercase', 'uppercase', 'digit', 'symbol']],
    ['PROVVISORIA-2026!', ['lowercase']],
    ['provvisoria-2026!', ['uppercase']],
    ['Provvisoria-Anno!', ['digit']],
    ['Provvisoria20261', ['symbol']],
    // A space counts as a symbol inside the password only, and the pool refuses one at either end.
    [' Provvisoria2026', ['symbol', 'edges']],
    ['Provvisoria-2026! ', ['edges']],
    ['Provvisòria-2026!', []],
    [`Aa1!${'x'.repeat(253)}`, ['length']],
  ])('%j breaks %j', (password, broken) => {
    expect(unmetPasswordRules(password)).toEqual(broken);
    expect(meetsPasswordPolicy(password)).toBe(broken.length === 0);
  });
});
