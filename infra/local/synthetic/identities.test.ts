import { describe, expect, it } from 'vitest';
import { validatePersonTaxCode, validateTaxCode } from '../../../shared/validators/tax-code';
import { validateVatNumber } from '../../../shared/validators/vat-number';
import { createIdentities, PERSON_CAPACITY, permutation } from './identities';
import { createRandom } from './prng';

describe('permutation', () => {
  it.each([1, 2, 10, 1000, 4096, 10_007])('is a bijection of [0, %s)', (size) => {
    const at = permutation(size, createRandom(size));
    const seen = new Set(Array.from({ length: size }, (_, index) => at(index)));
    expect(seen.size).toBe(size);
    expect(Math.min(...seen)).toBe(0);
    expect(Math.max(...seen)).toBe(size - 1);
  });

  it('refuses an index beyond its size', () => {
    expect(() => permutation(10, createRandom(1))(10)).toThrow(/only 10 unique/);
  });
});

describe('createIdentities', () => {
  it('gives distinct, valid identities to distinct indexes', () => {
    const identities = createIdentities(createRandom(42));
    const draw = createRandom(7);
    const codes = new Set<string>();
    const count = 20_000;
    for (let index = 0; index < count; index += 1) {
      const person = identities.person(index, draw);
      expect(validatePersonTaxCode(person.taxCode, person)).toBeUndefined();
      codes.add(person.taxCode);
      const vat = identities.companyVat(index, draw.between(1, 100));
      expect(validateVatNumber(vat)).toBeUndefined();
      codes.add(vat);
      const body = identities.bodyTaxCode(index, index % 2 === 0 ? 'CON' : 'ASS');
      expect(validateTaxCode(body)).toBeUndefined();
      codes.add(body);
    }
    expect(codes.size).toBe(3 * count);
  });

  it('covers about 2.3 million people', () => {
    expect(PERSON_CAPACITY).toBeGreaterThan(2_000_000);
  });

  it('depends on the seed', () => {
    const first = createIdentities(createRandom(1)).person(0, createRandom(3));
    const second = createIdentities(createRandom(2)).person(0, createRandom(3));
    expect(first.taxCode).not.toBe(second.taxCode);
  });
});
