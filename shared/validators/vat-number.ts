import { luhnChecksumValidate } from 'stdnum/lib/cjs/util/checksum.js';
import { z } from 'zod';
import { VAT_NUMBER_LENGTH } from '../constants';
import { VAT_NUMBER_MESSAGES } from './messages';
import { refineWith } from './refine';

/**
 * Partita IVA. Checks run in the spec's order, length, then characters, then check digit, so every
 * message is reachable: a value of the wrong length reads 'Deve essere di 11 caratteri' whatever it
 * holds; eleven characters with a non-digit read the characters message; eleven digits whose last one
 * is wrong read the check-digit message.
 *
 * The check digit is stdnum's Luhn. stdnum's own `it.iva.validate` is not used: it also refuses office
 * codes (digits 8 to 10) outside 001-100, 120, 121, 888, 999, a rule the spec does not ask for and on
 * which libraries disagree, so a real number could be refused with a misleading check-digit message.
 * One rule beyond the spec is kept, on which every reading agrees: the taxpayer number (digits 1 to 7)
 * is never 0000000. '00000000000' has a correct Luhn digit, so without it a number of zeros passed.
 */

const DIGITS = /^[0-9]+$/;

/** True when eleven digits carry a correct check digit; says nothing about other values. */
export function hasValidVatCheckDigit(digits: string): boolean {
  return DIGITS.test(digits) && luhnChecksumValidate(digits);
}

/** True when the taxpayer number, the first seven digits, is zero: no office assigns it. */
export const hasZeroTaxpayerNumber = (digits: string): boolean => digits.startsWith('0000000');

export function validateVatNumber(value: string): string | undefined {
  if (value.length !== VAT_NUMBER_LENGTH) return VAT_NUMBER_MESSAGES.length;
  if (!DIGITS.test(value)) return VAT_NUMBER_MESSAGES.invalidCharacters;
  if (!luhnChecksumValidate(value)) return VAT_NUMBER_MESSAGES.checkDigit;
  if (hasZeroTaxpayerNumber(value)) return VAT_NUMBER_MESSAGES.zeroTaxpayerNumber;
  return undefined;
}

export const VatNumberSchema = z.string().superRefine(refineWith(validateVatNumber));
