import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE, TAX_CODE_MESSAGES, VAT_NUMBER_MESSAGES, WHITELIST_MESSAGES } from '../validators/messages';
import {
  defaultReason,
  formatExpiry,
  insertIdentifiers,
  isActiveEntry,
  type WhitelistInsertValues,
  whitelistExpiry,
  whitelistInsertErrors,
} from './whitelist-insert';

const valid: WhitelistInsertValues = {
  taxCode: 'RSSMRA80A01H501U',
  vatRegistrationNo: '',
  companyName: 'Mario Rossi',
  reasonDescription: 'Altro',
};

describe('whitelistInsertErrors', () => {
  it.each<[string, Partial<WhitelistInsertValues>, ReturnType<typeof whitelistInsertErrors>]>([
    ['a valid tax code alone', {}, {}],
    ['a lower-case tax code (sent upper-cased)', { taxCode: 'rssmra80a01h501u' }, {}],
    ['a valid VAT number alone', { taxCode: '', vatRegistrationNo: '01234567897' }, {}],
    ['both identifiers', { vatRegistrationNo: '01234567897' }, {}],
    [
      'neither identifier',
      { taxCode: '  ', vatRegistrationNo: '' },
      { taxCode: WHITELIST_MESSAGES.oneIdentifier, vatRegistrationNo: WHITELIST_MESSAGES.oneIdentifier },
    ],
    ['a wrong check letter', { taxCode: 'RSSMRA80A01H501X' }, { taxCode: TAX_CODE_MESSAGES.checkCharacter }],
    ['a tax code of 12 characters', { taxCode: 'RSSMRA80A01H' }, { taxCode: TAX_CODE_MESSAGES.personOrLegalLength }],
    ['a company tax code of 11 digits', { taxCode: '01234567897' }, {}],
    [
      'a wrong VAT check digit',
      { taxCode: '', vatRegistrationNo: '01234567890' },
      { vatRegistrationNo: VAT_NUMBER_MESSAGES.checkDigit },
    ],
    [
      'a short VAT number',
      { taxCode: '', vatRegistrationNo: '0123' },
      { vatRegistrationNo: VAT_NUMBER_MESSAGES.length },
    ],
    [
      'a VAT number with letters',
      { taxCode: '', vatRegistrationNo: '0123456789A' },
      { vatRegistrationNo: VAT_NUMBER_MESSAGES.invalidCharacters },
    ],
    [
      'a valid tax code with a bad VAT number',
      { vatRegistrationNo: '01234567890' },
      { vatRegistrationNo: VAT_NUMBER_MESSAGES.checkDigit },
    ],
    ['no company name', { companyName: ' ' }, { companyName: REQUIRED_MESSAGE }],
    ['no reason', { reasonDescription: '' }, { reasonDescription: REQUIRED_MESSAGE }],
  ])('%s', (_case, change, expected) => {
    expect(whitelistInsertErrors({ ...valid, ...change })).toEqual(expected);
  });

  it('refuses a reason the configuration does not list, when the reasons are given', () => {
    expect(
      whitelistInsertErrors({ ...valid, reasonDescription: 'Inventata' }, ['Altro', 'Cliente strategico']),
    ).toEqual({
      reasonDescription: WHITELIST_MESSAGES.unknownReason,
    });
    expect(whitelistInsertErrors(valid, ['Altro'])).toEqual({});
  });
});

describe('insertIdentifiers', () => {
  it.each([
    [
      { taxCode: ' rssmra80a01h501u ', vatRegistrationNo: '' },
      { taxCode: 'RSSMRA80A01H501U', vatRegistrationNo: null },
    ],
    [
      { taxCode: '', vatRegistrationNo: ' 01234567897' },
      { taxCode: null, vatRegistrationNo: '01234567897' },
    ],
    [
      { taxCode: '', vatRegistrationNo: '' },
      { taxCode: null, vatRegistrationNo: null },
    ],
  ])('%j travels as %j', (values, expected) => {
    expect(insertIdentifiers(values)).toEqual(expected);
  });
});

describe('whitelistExpiry', () => {
  it.each([
    // Winter (UTC+1): 23:59:59.999 in Rome is 22:59:59.999Z.
    ['2026-11-24T10:00:00Z', 30, '2026-12-24T22:59:59.999Z'],
    // 00:30 in Rome on 25 November is still 24 November in UTC: the Italian day counts.
    ['2026-11-24T23:30:00Z', 1, '2026-11-26T22:59:59.999Z'],
    // Summer (UTC+2).
    ['2026-06-10T08:00:00Z', 10, '2026-06-20T21:59:59.999Z'],
    // Across the switch to summer time (29 March 2026).
    ['2026-03-20T12:00:00Z', 15, '2026-04-04T21:59:59.999Z'],
    ['2026-11-24T10:00:00Z', 365, '2027-11-24T22:59:59.999Z'],
  ])('inserted at %s for %i days expires at %s', (now, days, expected) => {
    expect(whitelistExpiry(new Date(now), days)).toBe(expected);
  });
});

describe('isActiveEntry', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it.each([
    [{ revocationDate: null, expiringDate: '2026-11-24T22:59:59.999Z' }, true],
    [{ revocationDate: null, expiringDate: '2026-11-24T12:00:00.000Z' }, true],
    [{ revocationDate: null, expiringDate: '2026-11-23T22:59:59.999Z' }, false],
    [{ revocationDate: '2026-11-20T10:00:00Z', expiringDate: '2027-01-01T22:59:59.999Z' }, false],
  ])('%j is active: %s', (entry, expected) => {
    expect(isActiveEntry(entry, now)).toBe(expected);
  });
});

describe('defaultReason', () => {
  it.each([
    [['Cliente strategico', 'Altro'], 'Altro'],
    [['Cliente strategico', 'Ente pubblico'], 'Cliente strategico'],
    [[], ''],
  ])('%j: %j', (reasons, expected) => {
    expect(defaultReason(reasons)).toBe(expected);
  });
});

describe('formatExpiry', () => {
  it.each([
    ['a winter day end', '2026-12-24T22:59:59.999Z', '24/12/2026 23:59'],
    ['a summer day end (UTC+2)', '2026-07-01T21:59:59.999Z', '01/07/2026 23:59'],
    ['unreadable', 'domani', ''],
  ])('%s', (_case, instant, text) => {
    expect(formatExpiry(instant)).toBe(text);
  });
});
