import { validatePersonTaxCode } from '../../../shared/validators/tax-code';
import { nameCode, surnameCode } from '../../../shared/validators/tax-code-name';
import { validateVatNumber } from '../../../shared/validators/vat-number';

/**
 * Valid identifiers for demo subjects, made with the product's own validators so that every demo
 * subject passes the form: the check character is the one the validator accepts.
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A person's tax code; `birth` is the 5 characters of date and sex (e.g. '85C52'), born in Rome (H501). */
export function personTaxCode(surname: string, name: string, birth: string): string {
  const body = `${surnameCode(surname)}${nameCode(name)}${birth}H501`;
  for (const letter of LETTERS) {
    if (!validatePersonTaxCode(body + letter, { surname, name })) return body + letter;
  }
  throw new Error(`No valid tax code for ${surname} ${name}`);
}

/** A VAT number from its first ten digits. */
export function vatNumber(firstTen: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    if (!validateVatNumber(`${firstTen}${digit}`)) return `${firstTen}${digit}`;
  }
  throw new Error(`No valid VAT number from ${firstTen}`);
}
