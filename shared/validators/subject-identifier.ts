import { TAX_CODE_LENGTH, VAT_NUMBER_LENGTH } from '../constants';
import { TAX_CODE_MESSAGES } from './messages';
import { validatePersonalTaxCode } from './tax-code';
import { validateVatNumber } from './vat-number';

/**
 * A subject as the lists search it (the `vatNumber` filter): a person's 16-character tax code, or 11
 * digits, which are a VAT number or a legal person's tax code (the same digits and check digit). Case and
 * surrounding spaces do not matter; anything else gets the spec's message of the rule it breaks, so a
 * '123' is refused with a reason instead of finding nothing.
 */
export function validateSubjectIdentifier(value: string): string | undefined {
  const code = value.trim().toUpperCase();
  if (code.length === TAX_CODE_LENGTH) return validatePersonalTaxCode(code);
  if (code.length === VAT_NUMBER_LENGTH) return validateVatNumber(code);
  return TAX_CODE_MESSAGES.personOrLegalLength;
}
