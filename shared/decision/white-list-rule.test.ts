import { describe, expect, it } from 'vitest';
import { whiteListStatus } from './white-list-rule';

const expiry = '2025-06-30T23:59:00.000Z';
const at = (iso: string) => new Date(iso);

describe('whiteListStatus', () => {
  it.each([
    ['a day before expiry', { expiringDate: expiry }, '2025-06-29T23:59:00.000Z', true],
    ['1 ms before expiry', { expiringDate: expiry }, '2025-06-30T23:58:59.999Z', true],
    ['at the expiry instant', { expiringDate: expiry }, expiry, true],
    ['1 ms after expiry', { expiringDate: expiry }, '2025-06-30T23:59:00.001Z', false],
    ['an expiry with an offset', { expiringDate: '2025-06-30T23:59:00+02:00' }, '2025-06-30T21:59:00.001Z', false],
    ['no expiry date', { expiringDate: null }, '2099-01-01T00:00:00.000Z', true],
    ['an unreadable expiry', { expiringDate: 'domani' }, '2025-01-01T00:00:00.000Z', false],
    [
      'a revocation',
      { expiringDate: expiry, revocationDate: '2025-01-10T10:00:00.000Z' },
      '2025-01-01T00:00:00.000Z',
      false,
    ],
    ['an empty revocation', { expiringDate: expiry, revocationDate: '' }, '2025-01-01T00:00:00.000Z', true],
  ])('%s → valid %s', (_, entry, now, valid) => {
    expect(whiteListStatus(entry, at(now)).valid).toBe(valid);
  });

  it('explains the comparison and the reason it fails', () => {
    const status = whiteListStatus({ expiringDate: expiry }, at('2025-07-01T00:00:00.000Z'));
    expect(status.comparisons).toEqual([
      expect.objectContaining({ actual: '2025-07-01T00:00:00.000Z', operator: '<=', threshold: expiry, met: false }),
    ]);
    expect(status.notes).toEqual([{ code: 'WHITE_LIST_EXPIRED', expiringDate: expiry }]);
    expect(whiteListStatus({ revocationDate: '2025-01-10' }, at(expiry)).notes).toEqual([
      { code: 'WHITE_LIST_REVOKED', revocationDate: '2025-01-10' },
    ]);
  });
});
