import { describe, expect, it } from 'vitest';
import { TAX_CODE_MESSAGES } from './messages';
import {
  PersonalTaxCodeSchema,
  TaxCodeSchema,
  validatePersonalTaxCode,
  validatePersonTaxCode,
  validateTaxCode,
} from './tax-code';

/*
 * Expected check letters were computed apart from stdnum, from the odd/even tables of DM 23/12/1976
 * (a short script reproducing the published RSSMRA85T10A562S and MRTMTT25D09F205Z).
 */

describe('validatePersonalTaxCode', () => {
  it.each([
    ['RSSMRA85T10A562S', 'published example, Mario Rossi'],
    ['rssmra85t10a562s', 'lowercase, compared uppercased'],
    ['MRTMTT25D09F205Z', 'published example, Matteo Moretti'],
    ['RSSMRA85T10A56NH', 'omocodic: last digit 2 → N, check letter recomputed'],
    ['RSSMRAURTMLARSNL', 'omocodic: all seven digits replaced'],
    ['MRTMTT25D09FNLRU', 'omocodic: place-of-birth digits replaced'],
  ])('%s is valid (%s)', (code) => {
    expect(validatePersonalTaxCode(code)).toBeUndefined();
  });

  it.each([
    ['', TAX_CODE_MESSAGES.length],
    ['RSSMRA85T10A562', TAX_CODE_MESSAGES.length],
    ['RSSMRA85T10A562SX', TAX_CODE_MESSAGES.length],
    ['RSSMRA85T10A562S ', TAX_CODE_MESSAGES.length],
    ['RSSMRA85T10A56-S', TAX_CODE_MESSAGES.invalidCharacters],
    ['RSSMRA85T10A56 S', TAX_CODE_MESSAGES.invalidCharacters],
    ['RSSMRA85T10A56ÈS', TAX_CODE_MESSAGES.invalidCharacters],
    ['RSSMRA85T10A56ß', TAX_CODE_MESSAGES.length],
    ['RSSMRA85T10A56ßS', TAX_CODE_MESSAGES.invalidCharacters],
    ['1SSMRA85T10A562S', TAX_CODE_MESSAGES.invalidCharacters],
    ['RSSMRA85Z10A562S', TAX_CODE_MESSAGES.invalidCharacters],
    ['RSSMRA85T10A56WS', TAX_CODE_MESSAGES.invalidCharacters],
    ['RSSMRA85T10A5621', TAX_CODE_MESSAGES.invalidCharacters],
    ['RSSMRA85T10A562T', TAX_CODE_MESSAGES.checkCharacter],
    ['RSSMRA85T10A56NS', TAX_CODE_MESSAGES.checkCharacter],
    ['MRTMTT25D09F205A', TAX_CODE_MESSAGES.checkCharacter],
  ])('%j → %s', (code, message) => {
    expect(validatePersonalTaxCode(code)).toBe(message);
  });
});

describe('validatePersonalTaxCode: the birth date', () => {
  // Check letters recomputed for each body, so only the date can be wrong.
  it.each([
    ['RSSMRA84B29A562Y', '29 February 1984, a leap year'],
    ['RSSMRA00B29A562C', '29 February of 00: 2000 is a leap year (1900 is not)'],
    ['RSSMRA00B69A562G', 'the same day for a woman (day + 40)'],
    ['RSSMRA85T71A562X', '31 December for a woman'],
    ['RSSMRA85D30A562N', '30 April'],
    ['RSSMRAURTMSA562X', 'omocodic year and day: 85, 16'],
    ['RSSMRALLBNVA562Q', 'omocodic 00 and 29 February'],
    ['RSSMRA85TMLA562G', 'omocodic day ML = 10'],
  ])('%s is a real date (%s)', (code) => {
    expect(validatePersonalTaxCode(code)).toBeUndefined();
  });

  it.each([
    ['RSSMRA85T99A562U', 'day 99: a woman born on the 59th'],
    ['RSSMRA85T32A562Y', 'day 32'],
    ['RSSMRA85T72A562C', 'day 72: a woman born on the 32nd'],
    ['RSSMRA85T00A562R', 'day 0'],
    ['RSSMRA85T40A562V', 'day 40: a woman born on the 0th'],
    ['RSSMRA85B30A562G', '30 February'],
    ['RSSMRA85B70A562K', '30 February for a woman'],
    ['RSSMRA85D31A562M', '31 April'],
    ['RSSMRA85B29A562Z', '29 February 1985 or 2085, never leap'],
    ['RSSMRA01B29A562D', '29 February 1901 or 2001, never leap'],
    ['RSSMRA85TVVA562V', 'omocodic day VV = 99'],
    ['RSSMRA85TPNA562Z', 'omocodic day PN = 32'],
  ])('%s is refused: %s', (code) => {
    expect(validatePersonalTaxCode(code)).toBe(TAX_CODE_MESSAGES.birthDate);
  });

  it('checks the check letter before the date', () => {
    expect(validatePersonalTaxCode('RSSMRA85T99A562A')).toBe(TAX_CODE_MESSAGES.checkCharacter);
  });
});

describe('validatePersonTaxCode', () => {
  it.each([
    ['RSSMRA85T10A562S', 'Mario', 'Rossi'],
    ['RSSMRAURTMLARSNL', 'Mario', 'Rossi'],
    ['mrtmtt25d09f205z', 'matteo', 'moretti'],
    ['DMCNCL80A01H501P', 'Nicolò', "D'Amico"],
    ['BNCGFR70C15F205J', 'Gianfranco', 'Bianchi'],
    ['FOXDIA65M50L219A', 'Ida', 'Fo'],
    ['WUXLAX90E20H501Z', 'Al', 'Wu'],
    ['CNTMRC75B12D612C', 'Marco', 'Cantù'],
    ['DLLLCU82H08A944T', 'Luca', "Dell'Acqua"],
    ['DSNMTT88R41H501T', 'Matteo', 'De Santis'],
  ])('%s belongs to %s %s', (code, name, surname) => {
    expect(validatePersonTaxCode(code, { name, surname })).toBeUndefined();
  });

  it.each([
    ['RSSMRA85T10A562S', 'Luigi', 'Rossi', TAX_CODE_MESSAGES.nameMismatch],
    // Maria gives MRA as Mario does, Russo gives RSS as Rossi does: the code cannot tell them apart.
    ['RSSMRA85T10A562S', 'Maria', 'Russo', undefined],
    ['RSSMRA85T10A562S', 'Mario', 'Verdi', TAX_CODE_MESSAGES.nameMismatch],
    ['RSSMRA85T10A562S', 'Rossi', 'Mario', TAX_CODE_MESSAGES.nameMismatch],
    // 'Gianfranco' with the first three consonants would be GNF: the 1st-3rd-4th rule gives GFR.
    ['BNCGFR70C15F205J', 'Gianfranco', 'Bianco', undefined],
    ['BNCGFR70C15F205J', 'Gianfranca', 'Bianchi', undefined],
    ['BNCGFR70C15F205J', 'Gino', 'Bianchi', TAX_CODE_MESSAGES.nameMismatch],
    ['FOXDIA65M50L219A', 'Ida', 'Fox', TAX_CODE_MESSAGES.nameMismatch],
    // Structure and check letter come before the name match.
    ['RSSMRA85T10A562T', 'Mario', 'Rossi', TAX_CODE_MESSAGES.checkCharacter],
    ['RSSMRA85T10A562', 'Mario', 'Rossi', TAX_CODE_MESSAGES.length],
  ])('%s with %s %s → %s', (code, name, surname, message) => {
    expect(validatePersonTaxCode(code, { name, surname })).toBe(message);
  });
});

describe('validateTaxCode (11 or 16)', () => {
  it.each([
    ['RSSMRA85T10A562S', undefined],
    ['RSSMRA85T10A56NH', undefined],
    ['00743110157', undefined],
    ['12345678903', undefined],
    ['', TAX_CODE_MESSAGES.personOrLegalLength],
    ['0074311015', TAX_CODE_MESSAGES.personOrLegalLength],
    ['007431101570', TAX_CODE_MESSAGES.personOrLegalLength],
    ['RSSMRA85T10A562SS', TAX_CODE_MESSAGES.personOrLegalLength],
    ['0074311015A', TAX_CODE_MESSAGES.invalidCharacters],
    ['00743110158', TAX_CODE_MESSAGES.checkCharacter],
    // A legal person's code is its VAT number: the taxpayer number (first seven digits) is never zero.
    ['00000000000', TAX_CODE_MESSAGES.zeroTaxpayerNumber],
    ['00000000018', TAX_CODE_MESSAGES.zeroTaxpayerNumber],
    ['00000010017', undefined],
    ['RSSMRA85T32A562Y', TAX_CODE_MESSAGES.birthDate],
    ['RSSMRA85T10A562T', TAX_CODE_MESSAGES.checkCharacter],
    ['RSSMRA85T10A56-S', TAX_CODE_MESSAGES.invalidCharacters],
  ])('%j → %s', (code, message) => {
    expect(validateTaxCode(code)).toBe(message);
  });
});

describe('zod schemas', () => {
  it('report the validator message', () => {
    const result = PersonalTaxCodeSchema.safeParse('RSSMRA85T10A562T');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([TAX_CODE_MESSAGES.checkCharacter]);
    expect(TaxCodeSchema.safeParse('00743110157').success).toBe(true);
    expect(TaxCodeSchema.safeParse('123').error?.issues[0]?.message).toBe(TAX_CODE_MESSAGES.personOrLegalLength);
  });
});
