import type { APIGatewayProxyEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { callerFrom } from './caller';

const eventWith = (claims: Record<string, string>) =>
  ({
    requestContext: { authorizer: { claims: { 'cognito:username': 'anna.ferrari', ...claims } } },
  }) as unknown as APIGatewayProxyEvent;

describe('callerFrom: the agency of the caller', () => {
  it.each([
    ['no claim: no agency', {}, undefined],
    ['a code as the mapping keeps it', { 'custom:agencyCode': 'AG01001' }, 'AG01001'],
    ['trimmed and upper-cased, as the mapping keys it', { 'custom:agencyCode': ' ag01001 ' }, 'AG01001'],
    ['a blank claim: no agency', { 'custom:agencyCode': '   ' }, undefined],
    ['characters no code has: no agency', { 'custom:agencyCode': 'AG 01/001' }, undefined],
    ['longer than a code: no agency', { 'custom:agencyCode': 'A'.repeat(51) }, undefined],
  ])('%s', (_, claims, agencyCode) => {
    expect(callerFrom(eventWith({ 'cognito:groups': 'AGENT', ...claims })).agencyCode).toBe(agencyCode);
  });

  it('leaves the caller without the field when it has no agency', () => {
    expect(callerFrom(eventWith({ 'cognito:groups': 'ADMIN' }))).toEqual({
      username: 'anna.ferrari',
      role: 'ADMIN',
      markets: ['L', 'T', 'D'],
    });
  });
});
