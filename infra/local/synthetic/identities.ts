import { MS_PER_DAY } from '../../../shared/italian-time';
import { BIRTHPLACE_CODES } from './belfiore-codes';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './italian-names';
import type { Random } from './prng';
import { bodyTaxCode, personTaxCode, vatNumber } from './tax-code';

/**
 * Identities that never repeat: the n-th person, company or body of a data set gets a tax code or VAT
 * number no other one gets. The bulk loader counts on it: every check of a subject is generated
 * together, so a subject's monthly aggregate can be computed without remembering every subject seen.
 *
 * Uniqueness comes from a bijection, not from memory: the index goes through an affine permutation
 * (a·n + b mod N, a coprime with N) and the result is read as the fields that make the code unique.
 * Consecutive indexes therefore land far apart and look random.
 */

/** An affine permutation of [0, size): a bijection, cheap, different for every seed. */
export function permutation(size: number, random: Random): (index: number) => number {
  if (size > 10_000_000) throw new Error('permutation sizes above 10^7 would lose precision');
  let multiplier = Math.floor(size * 0.6180339887) + random.int(Math.max(1, Math.floor(size / 7)));
  while (gcd(multiplier, size) !== 1) multiplier += 1;
  const offset = random.int(size);
  return (index) => {
    if (index >= size) throw new Error(`only ${size} unique identities of this kind can be generated`);
    // Sizes stay at or below 10^7, so the product stays below 2^53: exact in a double.
    return ((((multiplier % size) * index) % size) + offset) % size;
  };
}

function gcd(a: number, b: number): number {
  let [x, y] = [a, b];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

const FIRST_BIRTH_DAY = Date.UTC(1940, 0, 1);
const BIRTH_DAYS = Math.round((Date.UTC(2005, 11, 31) - FIRST_BIRTH_DAY) / MS_PER_DAY) + 1;
const SEXES = ['M', 'F'] as const;

/**
 * Birth date, sex and birthplace together make the code unique whatever the name (the name only adds
 * letters), so that is what the permutation covers: about 2.3 million people.
 */
export const PERSON_CAPACITY = BIRTH_DAYS * SEXES.length * BIRTHPLACE_CODES.length;
/** Seven-digit serials below 8,000,000, so no VAT number starts with the 8 or 9 of a body's code. */
export const COMPANY_CAPACITY = 8_000_000;
export const BODY_CAPACITY = 10_000_000;

export interface PersonIdentity {
  taxCode: string;
  surname: string;
  name: string;
  sex: 'M' | 'F';
  birthDate: string;
}

export function createIdentities(random: Random) {
  const personAt = permutation(PERSON_CAPACITY, random);
  const companyAt = permutation(COMPANY_CAPACITY, random);
  const bodyAt = permutation(BODY_CAPACITY, random);

  return {
    person(index: number, draw: Random): PersonIdentity {
      let slot = personAt(index);
      const birthplaceCode = BIRTHPLACE_CODES[slot % BIRTHPLACE_CODES.length]?.[0] as string;
      slot = Math.floor(slot / BIRTHPLACE_CODES.length);
      const sex = SEXES[slot % SEXES.length] as 'M' | 'F';
      const birthDate = new Date(FIRST_BIRTH_DAY + Math.floor(slot / SEXES.length) * MS_PER_DAY)
        .toISOString()
        .slice(0, 10);
      const surname = draw.pick(SURNAMES);
      const name = draw.pick(sex === 'M' ? MALE_NAMES : FEMALE_NAMES);
      return {
        taxCode: personTaxCode({ surname, name, birthDate, sex, birthplaceCode }),
        surname,
        name,
        sex,
        birthDate,
      };
    },

    /** A company's VAT number; its tax code is the same eleven digits, as for most Italian companies. */
    companyVat(index: number, officeCode: number): string {
      // Serial 0 is no taxpayer number (shared/validators/vat-number.ts): the capacity, never drawn, stands in.
      return vatNumber(companyAt(index) || COMPANY_CAPACITY, officeCode);
    },

    /** The numeric tax code of a condominium (9…) or an association (8…). */
    bodyTaxCode(index: number, kind: 'CON' | 'ASS'): string {
      return bodyTaxCode(bodyAt(index), kind === 'CON' ? '9' : '8');
    },
  };
}
export type Identities = ReturnType<typeof createIdentities>;
