import { describe, expect, it } from 'vitest';
import { strongestCopy } from './copy-choice';

const revoked = {
  entryId: 'old',
  revocationDate: '2026-11-01T10:00:00.000Z',
  expiringDate: '2027-06-01T21:59:59.999Z',
};
const expired = { entryId: 'expired', revocationDate: null, expiringDate: '2026-10-01T21:59:59.999Z' };
const active = { entryId: 'new', revocationDate: null, expiringDate: '2026-12-24T22:59:59.999Z' };
const later = { entryId: 'later', revocationDate: null, expiringDate: '2027-03-01T22:59:59.999Z' };
const noExpiry = { entryId: 'forever', revocationDate: null };

describe('strongestCopy: the copy a check with both identifiers judges by', () => {
  it.each([
    ['none', [], undefined],
    ['one', [revoked], revoked],
    ['a revoked copy first, an active one second', [revoked, active], active],
    ['an expired copy first, an active one second', [expired, active], active],
    ['two active copies: the later expiry', [active, later], later],
    ['no expiry over any date', [later, noExpiry], noExpiry],
    ['revoked and expired: the one not revoked (the check then says expired)', [revoked, expired], expired],
  ])('%s', (_case, copies, expected) => {
    expect(strongestCopy(copies)).toBe(expected);
  });
});
