import { describe, expect, it } from 'vitest';
import type { WhitelistSubject } from '../../../shared/schemas/whitelist';
import { copyItem, entryIdentifiers, entryItem, isActiveCopy, subjectOfCopy, subjectOfEntry } from './entry-items';

const ENTRY: WhitelistSubject = {
  id: 'WL-20261124-7K2Q9Z',
  taxCode: 'BNCLRA85C52H501X',
  vatRegistrationNo: null,
  companyName: 'Caffè  Società',
  reasonDescription: 'Altro',
  // 00:30 on 1 November in Rome: listed in November.
  creationDate: '2026-10-31T23:30:00.000Z',
  expiringDate: '2027-01-29T22:59:59.999Z',
  revocationDate: null,
  requestDate: null,
  siebelRequestCode: null,
  idRequest: null,
  note: 'Nota',
  creationUser: 'giulia.bianchi',
  revocationUser: null,
};
const REVOKED: WhitelistSubject = {
  ...ENTRY,
  revocationDate: '2026-11-02T10:00:00.000Z',
  revocationUser: 'mario.rossi',
};

describe('entryIdentifiers', () => {
  it.each([
    ['a tax code alone', { taxCode: 'BNCLRA85C52H501X', vatRegistrationNo: null }, ['BNCLRA85C52H501X']],
    ['a VAT number alone', { taxCode: null, vatRegistrationNo: '01234560581' }, ['01234560581']],
    [
      'both, tax code first',
      { taxCode: '01234560581', vatRegistrationNo: '07000000017' },
      ['01234560581', '07000000017'],
    ],
    ['the same twice: once', { taxCode: '01234560581', vatRegistrationNo: '01234560581' }, ['01234560581']],
    ['lower case and spaces', { taxCode: ' bnclra85c52h501x ', vatRegistrationNo: '' }, ['BNCLRA85C52H501X']],
  ])('%s', (_, subject, identifiers) => {
    expect(entryIdentifiers(subject)).toEqual(identifiers);
  });
});

describe('entryItem', () => {
  it('an active entry: keys, the Italian month on the index, the folded name; no revocation attribute at all', () => {
    const item = entryItem(ENTRY);
    expect(item).toEqual({
      pk: 'WHITELIST#WL-20261124-7K2Q9Z',
      sk: 'ENTRY',
      gsi1pk: 'WHITELIST#2026-11',
      gsi1sk: '2026-10-31T23:30:00.000Z#WL-20261124-7K2Q9Z',
      id: ENTRY.id,
      taxCode: ENTRY.taxCode,
      vatRegistrationNo: null,
      companyName: 'Caffè  Società',
      reasonDescription: 'Altro',
      creationDate: ENTRY.creationDate,
      expiringDate: ENTRY.expiringDate,
      requestDate: null,
      siebelRequestCode: null,
      idRequest: null,
      note: 'Nota',
      creationUser: 'giulia.bianchi',
      searchName: 'CAFFE SOCIETA',
      identifiers: ['BNCLRA85C52H501X'],
    });
    expect('revocationDate' in item).toBe(false);
    expect('revocationUser' in item).toBe(false);
  });

  it('a revoked entry keeps its revocation', () => {
    expect(entryItem(REVOKED)).toMatchObject({ revocationDate: REVOKED.revocationDate, revocationUser: 'mario.rossi' });
  });
});

describe('copyItem', () => {
  it('under the identifier, naming its entry, with a null revocation the precheck reads as none', () => {
    const { id: _id, ...fields } = ENTRY;
    expect(copyItem(ENTRY, 'BNCLRA85C52H501X')).toEqual({
      pk: 'SUBJECT#BNCLRA85C52H501X',
      sk: 'WHITELIST',
      entryId: ENTRY.id,
      ...fields,
    });
  });
});

describe('subjectOfEntry and subjectOfCopy: the entry back, whatever item it was stored as', () => {
  it.each([
    ['an active entry item (no revocation attributes)', ENTRY, entryItem(ENTRY)],
    ['a revoked entry item', REVOKED, entryItem(REVOKED)],
  ])('%s', (_, subject, item) => {
    expect(subjectOfEntry(item)).toEqual(subject);
  });

  it.each([
    ['an active copy', ENTRY],
    ['a revoked copy', REVOKED],
  ])('%s', (_, subject) => {
    expect(subjectOfCopy(copyItem(subject, 'BNCLRA85C52H501X'))).toEqual(subject);
    // The repair writes the entry item from the copy: the same item the insert would have written.
    expect(entryItem(subjectOfCopy(copyItem(subject, 'BNCLRA85C52H501X')) as WhitelistSubject)).toEqual(
      entryItem(subject),
    );
  });

  it('a copy written before entries had ids names no entry', () => {
    expect(subjectOfCopy({ pk: 'SUBJECT#X', sk: 'WHITELIST', expiringDate: ENTRY.expiringDate })).toBeUndefined();
  });
});

describe('isActiveCopy: as the precheck reads a copy', () => {
  const copy = copyItem(ENTRY, 'BNCLRA85C52H501X');
  it.each([
    ['before its expiry', copy, '2027-01-29T12:00:00.000Z', true],
    ['at its last instant', copy, '2027-01-29T22:59:59.999Z', true],
    ['a millisecond after', copy, '2027-01-29T23:00:00.000Z', false],
    ['revoked', copyItem(REVOKED, 'BNCLRA85C52H501X'), '2026-11-03T00:00:00.000Z', false],
    [
      'without an entry id (an older copy)',
      { revocationDate: null, expiringDate: ENTRY.expiringDate },
      '2026-12-01T00:00:00.000Z',
      true,
    ],
    [
      'without an expiry: never expires, as the precheck reads it',
      { revocationDate: null },
      '2099-01-01T00:00:00.000Z',
      true,
    ],
    [
      'revoked and without an expiry',
      { revocationDate: '2026-11-01T00:00:00.000Z' },
      '2026-12-01T00:00:00.000Z',
      false,
    ],
    [
      'an empty revocation date is none',
      { revocationDate: '', expiringDate: ENTRY.expiringDate },
      '2026-12-01T00:00:00.000Z',
      true,
    ],
  ])('%s at %s: %s', (_, item, now, active) => {
    expect(isActiveCopy(item, new Date(now))).toBe(active);
  });
});
