import { describe, expect, it } from 'vitest';
import { toAuthorizerClaims } from './authorizer';

describe('toAuthorizerClaims', () => {
  it('flattens claims to strings as the API Gateway Cognito authorizer does', () => {
    expect(
      toAuthorizerClaims({
        sub: 'abc',
        'cognito:groups': ['ADMIN', 'AGENT'],
        'cognito:username': 'mario.rossi',
        email_verified: true,
        auth_time: 1704363277,
        iat: 1704363277,
        exp: 1704366877,
        nothing: undefined,
      }),
    ).toEqual({
      sub: 'abc',
      'cognito:groups': 'ADMIN,AGENT',
      'cognito:username': 'mario.rossi',
      email_verified: 'true',
      auth_time: '1704363277',
      iat: 'Thu Jan 04 10:14:37 UTC 2024',
      exp: 'Thu Jan 04 11:14:37 UTC 2024',
    });
  });

  it('keeps a claim named like an Object member as a claim', () => {
    const claims = toAuthorizerClaims(JSON.parse('{"__proto__": "x", "constructor": "y"}'));
    expect(Object.hasOwn(claims, '__proto__')).toBe(true);
    expect(claims.constructor).toBe('y');
  });
});
