import { describe, expect, it } from 'vitest';
import { VAT_NUMBER_MESSAGES } from './messages';
import { hasValidVatCheckDigit, VatNumberSchema, validateVatNumber } from './vat-number';

// Check digits computed apart from stdnum with the Luhn rule; 00743110157 is a published valid number.
describe('validateVatNumber', () => {
  it.each([['00743110157'], ['12345678903'], ['01234567897'], ['11111111115'], ['02123450120'], ['00000010017']])(
    '%s is valid',
    (value) => {
      expect(validateVatNumber(value)).toBeUndefined();
    },
  );

  it.each([
    ['', VAT_NUMBER_MESSAGES.length],
    ['0074311015', VAT_NUMBER_MESSAGES.length],
    ['007431101570', VAT_NUMBER_MESSAGES.length],
    ['IT00743110157', VAT_NUMBER_MESSAGES.length],
    // Length comes first: a short value with letters reads the length message.
    ['ABC', VAT_NUMBER_MESSAGES.length],
    ['0074311015A', VAT_NUMBER_MESSAGES.invalidCharacters],
    ['00743 10157', VAT_NUMBER_MESSAGES.invalidCharacters],
    ['-0743110157', VAT_NUMBER_MESSAGES.invalidCharacters],
    ['00743110158', VAT_NUMBER_MESSAGES.checkDigit],
    ['12345678901', VAT_NUMBER_MESSAGES.checkDigit],
    ['00743110175', VAT_NUMBER_MESSAGES.checkDigit],
    // The taxpayer number (first seven digits) is never zero: all zeros pass Luhn, yet are no number.
    ['00000000000', VAT_NUMBER_MESSAGES.zeroTaxpayerNumber],
    ['00000000018', VAT_NUMBER_MESSAGES.zeroTaxpayerNumber],
    ['00000009993', VAT_NUMBER_MESSAGES.zeroTaxpayerNumber],
    // A wrong check digit is told first: the number was mistyped.
    ['00000000001', VAT_NUMBER_MESSAGES.checkDigit],
  ])('%j → %s', (value, message) => {
    expect(validateVatNumber(value)).toBe(message);
  });

  it('keeps the product text verbatim, typo included', () => {
    expect(VAT_NUMBER_MESSAGES.invalidCharacters).toBe('la parita iva contiene dei caratteri non validi.');
  });

  it('accepts office codes stdnum would refuse (only the check digit is the spec rule)', () => {
    // Office code 150 is outside stdnum's 001-100/120/121/888/999 list; the Luhn digit is right.
    expect(validateVatNumber('12345671502')).toBeUndefined();
  });
});

describe('hasValidVatCheckDigit', () => {
  it.each([
    ['00743110157', true],
    ['00743110158', false],
    ['0074311015A', false],
  ])('%s → %s', (value, valid) => {
    expect(hasValidVatCheckDigit(value)).toBe(valid);
  });
});

describe('VatNumberSchema', () => {
  it('reports the validator message', () => {
    expect(VatNumberSchema.safeParse('00743110158').error?.issues[0]?.message).toBe(VAT_NUMBER_MESSAGES.checkDigit);
    expect(VatNumberSchema.safeParse('00743110157').success).toBe(true);
  });
});
