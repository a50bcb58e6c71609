import { describe, expect, it } from 'vitest';
import { missingRequiredClaim } from './required-claims';

const NOW = 1_704_363_277;
const complete = { sub: 'abc', iat: NOW - 10, exp: NOW + 3590, token_use: 'id' };

describe('missingRequiredClaim', () => {
  it('accepts a token with exp, iat and sub', () => {
    expect(missingRequiredClaim(complete, NOW)).toBeUndefined();
  });

  it.each([
    ['exp', { exp: undefined }],
    ['exp', { exp: String(NOW + 60) }],
    ['exp', { exp: Number.POSITIVE_INFINITY }],
    ['iat', { iat: undefined }],
    ['iat', { iat: NOW + 1 }],
    ['iat', { iat: NOW - 10, exp: NOW - 20 }],
    ['sub', { sub: undefined }],
    ['sub', { sub: '' }],
    ['sub', { sub: 7 }],
  ])('names %s when it is %o', (claim, change) => {
    expect(missingRequiredClaim({ ...complete, ...change }, NOW)).toBe(claim);
  });
});
