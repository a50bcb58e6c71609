import { nameCode, surnameCode } from '../../../shared/validators/tax-code-name';

/**
 * Building valid codes: a person's codice fiscale (DM 23/12/1976) and the eleven digits of a VAT number
 * or a legal person's tax code. The validators in shared/validators check what these build.
 */

const MONTH_LETTERS = 'ABCDEHLMPRST';

/** Values of a character in an odd position (1st, 3rd, ...): digits share the letters' values. */
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

function characterIndex(character: string): number {
  const code = character.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

/** The check letter of the first fifteen characters of a personal tax code. */
export function taxCodeCheckLetter(first15: string): string {
  let sum = 0;
  for (let position = 0; position < 15; position += 1) {
    const index = characterIndex(first15.charAt(position));
    sum += position % 2 === 0 ? (ODD_VALUES[index] as number) : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

export interface Person {
  surname: string;
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  sex: 'M' | 'F';
  /** Cadastral code of the birthplace, e.g. H501 for Rome. */
  birthplaceCode: string;
}

export function personTaxCode(person: Person): string {
  const [year, month, day] = person.birthDate.split('-') as [string, string, string];
  const dayCode = Number(day) + (person.sex === 'F' ? 40 : 0);
  const first15 =
    surnameCode(person.surname) +
    nameCode(person.name) +
    year.slice(2) +
    MONTH_LETTERS.charAt(Number(month) - 1) +
    String(dayCode).padStart(2, '0') +
    person.birthplaceCode;
  return first15 + taxCodeCheckLetter(first15);
}

/** The Luhn check digit of the first ten digits of a VAT number or a legal person's tax code. */
export function vatCheckDigit(first10: string): string {
  let sum = 0;
  for (let position = 0; position < 10; position += 1) {
    const digit = first10.charCodeAt(position) - 48;
    if (position % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * A VAT number: a seven-digit serial, the three-digit code of the tax office (001-100 are the provinces'
 * offices) and the check digit.
 */
export function vatNumber(serial: number, officeCode: number): string {
  const first10 = String(serial).padStart(7, '0') + String(officeCode).padStart(3, '0');
  return first10 + vatCheckDigit(first10);
}

/**
 * The numeric tax code of a body without a VAT number (condominium, association): eleven digits, the
 * first 8 or 9, with the VAT check digit. `serial` is below 10^9.
 */
export function bodyTaxCode(serial: number, firstDigit: '8' | '9'): string {
  const first10 = firstDigit + String(serial).padStart(9, '0');
  return first10 + vatCheckDigit(first10);
}

/**
 * The tax code of the same birth data under another name or surname: what a check typed after a
 * correction (or an edit) carries. The birth data are read back from the code (the synthetic people
 * are born 1940–2005, so a two-digit year below 40 is of the 2000s).
 */
export function renamedTaxCode(taxCode: string, surname: string, name: string): string {
  const code = taxCode.toUpperCase();
  const year = Number(code.slice(6, 8));
  const month = MONTH_LETTERS.indexOf(code.charAt(8)) + 1;
  const dayCode = Number(code.slice(9, 11));
  const sex = dayCode > 40 ? 'F' : 'M';
  const day = sex === 'F' ? dayCode - 40 : dayCode;
  const birthDate = `${year < 40 ? 2000 + year : 1900 + year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return personTaxCode({ surname, name, birthDate, sex, birthplaceCode: code.slice(11, 15) });
}
