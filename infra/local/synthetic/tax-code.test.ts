import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../../../shared/italian-time';
import { validatePersonTaxCode, validateTaxCode } from '../../../shared/validators/tax-code';
import { validateVatNumber } from '../../../shared/validators/vat-number';
import { BIRTHPLACE_CODES } from './belfiore-codes';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './italian-names';
import { createRandom } from './prng';
import { bodyTaxCode, personTaxCode, taxCodeCheckLetter, vatCheckDigit, vatNumber } from './tax-code';

describe('personTaxCode', () => {
  // Demo subjects of the README, whose codes were checked against the Agenzia delle Entrate's rules.
  it.each([
    [
      { surname: 'Bianchi', name: 'Laura', birthDate: '1985-03-12', sex: 'F', birthplaceCode: 'H501' },
      'BNCLRA85C52H501S',
    ],
    [
      { surname: 'Esposito', name: 'Giorgio', birthDate: '1978-01-15', sex: 'M', birthplaceCode: 'H501' },
      'SPSGRG78A15H501P',
    ],
    [
      { surname: 'Ricci', name: 'Alessandro', birthDate: '1972-06-10', sex: 'M', birthplaceCode: 'H501' },
      'RCCLSN72H10H501F',
    ],
    [
      { surname: 'Conti', name: 'Sofia', birthDate: '1995-10-07', sex: 'F', birthplaceCode: 'H501' },
      'CNTSFO95R47H501W',
    ],
  ] as const)('%j → %s', (person, code) => {
    expect(personTaxCode(person)).toBe(code);
  });

  it('builds codes the shared validator accepts, name and surname included, for every name and birthplace', () => {
    const random = createRandom(99);
    for (let index = 0; index < 3000; index += 1) {
      const sex = random.chance(0.5) ? 'M' : 'F';
      const person = {
        surname: random.pick(SURNAMES),
        name: random.pick(sex === 'M' ? MALE_NAMES : FEMALE_NAMES),
        birthDate: new Date(Date.UTC(1940, 0, 1) + random.int(24_000) * MS_PER_DAY).toISOString().slice(0, 10),
        sex,
        birthplaceCode: random.pick(BIRTHPLACE_CODES)[0],
      } as const;
      const code = personTaxCode(person);
      expect(validatePersonTaxCode(code, person), `${code} ${JSON.stringify(person)}`).toBeUndefined();
    }
  });

  it('computes the check letter from the first fifteen characters', () => {
    expect(taxCodeCheckLetter('BNCLRA85C52H501')).toBe('S');
  });
});

describe('VAT numbers and numeric tax codes', () => {
  it.each([
    [123456, 58, '01234560587'],
    [234567, 58, '02345670588'],
    [345678, 58, '03456780588'],
  ])('vatNumber(%s, %s) = %s', (serial, office, vat) => {
    expect(vatNumber(serial, office)).toBe(vat);
  });

  it('builds numbers the shared validators accept', () => {
    const random = createRandom(5);
    for (let index = 0; index < 3000; index += 1) {
      const vat = vatNumber(random.int(8_000_000), random.between(1, 100));
      expect(validateVatNumber(vat), vat).toBeUndefined();
      expect(validateTaxCode(vat), vat).toBeUndefined();
      const body = bodyTaxCode(random.int(1_000_000_000), random.chance(0.5) ? '8' : '9');
      expect(body).toMatch(/^[89]\d{10}$/);
      expect(validateTaxCode(body), body).toBeUndefined();
    }
  });

  it.each([
    ['0123456058', '7'],
    ['0000000000', '0'],
  ])('vatCheckDigit(%s) = %s', (first10, digit) => {
    expect(vatCheckDigit(first10)).toBe(digit);
  });
});
