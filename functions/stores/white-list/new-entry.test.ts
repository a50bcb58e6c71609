import { describe, expect, it } from 'vitest';
import type { AddToWhitelistRequest } from '../../../shared/schemas/whitelist';
import { newEntry } from './new-entry';

const REQUEST: AddToWhitelistRequest = {
  taxCode: 'bnclra85c52h501x',
  vatRegistrationNo: null,
  companyName: ' Laura Bianchi ',
  note: null,
  reasonDescription: 'Altro ',
};
const insertion = { user: 'giulia.bianchi', now: new Date('2026-11-24T08:15:00.000Z'), validityDays: 90 };

describe('newEntry', () => {
  it('made now by the caller, the identifiers as they travel, text trimmed, nothing revoked', () => {
    expect(newEntry(REQUEST, insertion)).toEqual({
      taxCode: 'BNCLRA85C52H501X',
      vatRegistrationNo: null,
      companyName: 'Laura Bianchi',
      reasonDescription: 'Altro',
      creationDate: '2026-11-24T08:15:00.000Z',
      // 90 Italian days after 24 November 2026, at its last instant (winter: UTC+1).
      expiringDate: '2027-02-22T22:59:59.999Z',
      revocationDate: null,
      requestDate: null,
      siebelRequestCode: null,
      idRequest: null,
      note: null,
      creationUser: 'giulia.bianchi',
      revocationUser: null,
    });
  });

  it.each([
    ['a client expiry years ahead', { expiringDate: '2099-12-31T22:59:00.000Z' }],
    ['a client expiry in the past', { expiringDate: '2020-01-01T00:00:00.000Z' }],
  ])('ignores %s: the expiry is the configuration’s', (_, sent) => {
    expect(newEntry({ ...REQUEST, ...sent }, insertion).expiringDate).toBe('2027-02-22T22:59:59.999Z');
  });

  it.each([
    ['a VAT number alone', { taxCode: null, vatRegistrationNo: ' 01234560581 ' }, null, '01234560581'],
    ['both', { taxCode: '01234560581', vatRegistrationNo: '07000000017' }, '01234560581', '07000000017'],
    ['a blank tax code is none', { taxCode: '  ', vatRegistrationNo: '07000000017' }, null, '07000000017'],
  ])('identifiers: %s', (_, identifiers, taxCode, vatRegistrationNo) => {
    expect(newEntry({ ...REQUEST, ...identifiers }, insertion)).toMatchObject({ taxCode, vatRegistrationNo });
  });

  it.each([
    ['a note is trimmed', '  da verificare  ', 'da verificare'],
    ['a blank note is none', '   ', null],
    ['no note', undefined, null],
  ])('%s', (_, note, stored) => {
    expect(newEntry({ ...REQUEST, note }, insertion).note).toBe(stored);
  });

  it.each([
    ['one day', 1, '2026-11-25T22:59:59.999Z'],
    ['across the spring DST change', 130, '2027-04-03T21:59:59.999Z'],
    ['a year', 365, '2027-11-24T22:59:59.999Z'],
  ])('expiry after %s', (_, validityDays, expiringDate) => {
    expect(newEntry(REQUEST, { ...insertion, validityDays }).expiringDate).toBe(expiringDate);
  });
});
