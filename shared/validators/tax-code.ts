import { validate as validateCodiceFiscale } from 'stdnum/lib/cjs/it/codicefiscale.js';
import { z } from 'zod';
import { LEGAL_TAX_CODE_LENGTH, TAX_CODE_LENGTH } from '../constants';
import { TAX_CODE_MESSAGES } from './messages';
import { refineWith } from './refine';
import { hasPossibleBirthDate } from './tax-code-birth-date';
import { nameCode, surnameCode } from './tax-code-name';
import { hasValidVatCheckDigit, hasZeroTaxpayerNumber } from './vat-number';

/**
 * Codice fiscale. The structure (omocodic letters L-V in place of digits included) and the check letter
 * are stdnum's `it.codicefiscale`; the order of the checks and the messages are the spec's. stdnum does
 * not check the birth date, so a code of 30 February passed: the date is checked after the check letter
 * (tax-code-birth-date.ts). Letters are compared uppercased, as the form sends them.
 */

const ALPHANUMERIC = /^[A-Z0-9]+$/;

export function validatePersonalTaxCode(value: string): string | undefined {
  if (value.length !== TAX_CODE_LENGTH) return TAX_CODE_MESSAGES.length;
  // Uppercasing can lengthen ('ß' → 'SS'): measure first, then compare uppercased.
  const code = value.toUpperCase();
  // stdnum silently drops spaces, dashes and colons before checking: refuse them first.
  if (!ALPHANUMERIC.test(code)) return TAX_CODE_MESSAGES.invalidCharacters;
  const result = validateCodiceFiscale(code);
  if (!result.isValid) {
    return result.error?.name === 'InvalidChecksum'
      ? TAX_CODE_MESSAGES.checkCharacter
      : TAX_CODE_MESSAGES.invalidCharacters;
  }
  // After the check letter: a mistyped date usually breaks the check letter, which is told first.
  return hasPossibleBirthDate(code) ? undefined : TAX_CODE_MESSAGES.birthDate;
}

/** The first six characters against surname and name; meaningful only on a code that passed the checks above. */
export function validateTaxCodeMatchesName(
  taxCode: string,
  person: { name: string; surname: string },
): string | undefined {
  const expected = surnameCode(person.surname) + nameCode(person.name);
  return taxCode.toUpperCase().startsWith(expected) ? undefined : TAX_CODE_MESSAGES.nameMismatch;
}

/** A person's tax code checked in full: structure, check letter, then the match with name and surname. */
export function validatePersonTaxCode(taxCode: string, person: { name: string; surname: string }): string | undefined {
  return validatePersonalTaxCode(taxCode) ?? validateTaxCodeMatchesName(taxCode, person);
}

/**
 * The generic helper: a person's 16-character code, or the 11-digit code of a legal person, which is
 * numeric and carries the VAT check digit.
 */
export function validateTaxCode(value: string): string | undefined {
  if (value.length === TAX_CODE_LENGTH) return validatePersonalTaxCode(value);
  if (value.length !== LEGAL_TAX_CODE_LENGTH) return TAX_CODE_MESSAGES.personOrLegalLength;
  if (!/^[0-9]+$/.test(value)) return TAX_CODE_MESSAGES.invalidCharacters;
  if (!hasValidVatCheckDigit(value)) return TAX_CODE_MESSAGES.checkCharacter;
  return hasZeroTaxpayerNumber(value) ? TAX_CODE_MESSAGES.zeroTaxpayerNumber : undefined;
}

export const PersonalTaxCodeSchema = z.string().superRefine(refineWith(validatePersonalTaxCode));
export const TaxCodeSchema = z.string().superRefine(refineWith(validateTaxCode));
