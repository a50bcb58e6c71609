import { describe, expect, it } from 'vitest';
import { subjectLabel, subjectStatus } from './whitelist-subject';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('subjectStatus', () => {
  it.each([
    ['expiring tonight, not revoked', { revocationDate: null, expiringDate: '2026-11-24T22:59:59.999Z' }, 'active'],
    ['expiring next month', { revocationDate: null, expiringDate: '2026-12-24T22:59:59.999Z' }, 'active'],
    ['expired last night', { revocationDate: null, expiringDate: '2026-11-23T22:59:59.999Z' }, 'expired'],
    [
      'revoked before its expiry',
      { revocationDate: '2026-11-20T09:00:00Z', expiringDate: '2026-12-24T22:59:59.999Z' },
      'revoked',
    ],
    [
      'revoked and since expired: revoked',
      { revocationDate: '2026-10-01T09:00:00Z', expiringDate: '2026-10-31T22:59:59.999Z' },
      'revoked',
    ],
  ] as const)('%s: %s', (_case, entry, status) => {
    expect(subjectStatus(entry, NOW)).toBe(status);
  });
});

describe('subjectLabel', () => {
  it.each([
    [
      { companyName: 'Mario Rossi', taxCode: 'RSSMRA80A01H501U', vatRegistrationNo: null },
      'Mario Rossi (RSSMRA80A01H501U)',
    ],
    [{ companyName: 'Alfa S.r.l.', taxCode: null, vatRegistrationNo: '01234567897' }, 'Alfa S.r.l. (01234567897)'],
    [
      { companyName: 'Beta S.p.A.', taxCode: '01234567897', vatRegistrationNo: '01234567897' },
      'Beta S.p.A. (01234567897)',
    ],
    [{ companyName: 'Senza codici', taxCode: null, vatRegistrationNo: null }, 'Senza codici'],
  ])('%j', (entry, label) => {
    expect(subjectLabel(entry)).toBe(label);
  });
});
