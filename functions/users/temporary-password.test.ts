import { describe, expect, it } from 'vitest';
import { unmetPasswordRules } from '../../shared/users/password-policy';
import { temporaryPassword } from './temporary-password';

describe('temporary passwords', () => {
  it('meet the pool policy every time, and differ', () => {
    const made = Array.from({ length: 500 }, () => temporaryPassword());
    for (const password of made) expect(unmetPasswordRules(password)).toEqual([]);
    expect(new Set(made).size).toBe(made.length);
  });

  it('meet it even from the least varied random source', () => {
    expect(unmetPasswordRules(temporaryPassword(() => 0))).toEqual([]);
    expect(temporaryPassword(() => 0)).toHaveLength(16);
  });
});
