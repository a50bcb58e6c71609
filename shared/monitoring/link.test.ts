import { describe, expect, it } from 'vitest';
import { validatePersonalTaxCode } from '../validators/tax-code';
import type { Attempt, AttemptFields } from './attempt';
import { linkAttempt } from './link';
import { linkKeysOf } from './link-keys';
import {
  attempt,
  company,
  days,
  GIUSEPPE_ROMANO,
  linkInTurn,
  minutes,
  omocodicVariant,
  ROMANO,
  ROMEO,
  ROSSI,
  VERDI,
} from './monitoring-test-inputs';

describe('the tax codes of the cases', () => {
  it.each([ROMANO, ROMEO, ROSSI, VERDI, GIUSEPPE_ROMANO])('%s is valid', (code) => {
    expect(validatePersonalTaxCode(code)).toBeUndefined();
  });
});

describe('linkAttempt: Francesca Romano red, then Francesca Romeo green ten minutes later', () => {
  const link = linkInTurn([
    attempt({ id: 1, at: minutes(0), light: 'R', code: 'EX303' }),
    attempt({ id: 2, at: minutes(10), surname: 'Romeo', taxCode: ROMEO }),
  ]);

  it('joins the chain of the red', () => {
    expect(link).toMatchObject({ chain: 1, joined: true });
    expect(link.earlier.map((entry) => entry.id)).toEqual([1]);
  });

  it('raises repeat after red, red then green after an edit, identity variants', () => {
    expect(link.flags).toEqual(['REPEAT_AFTER_RED', 'RED_THEN_GREEN_EDIT', 'IDENTITY_VARIANTS']);
  });

  it('names the surname and the tax code as changed; one check after the red', () => {
    expect(link.changed).toEqual(['surname', 'taxCode']);
    expect(link.recentAfterRed).toBe(1);
  });
});

describe('linkAttempt: who is and who is not one subject', () => {
  it.each<[string, Attempt[], boolean]>([
    [
      'two different people at one address, different birth data and names',
      [
        attempt({ id: 1, at: minutes(0), name: 'Mario', surname: 'Rossi', taxCode: ROSSI }),
        attempt({ id: 2, at: minutes(5), name: 'Anna', surname: 'Verdi', taxCode: VERDI }),
      ],
      false,
    ],
    [
      'a family member: same surname and address, different name and birth data',
      [
        attempt({ id: 1, at: minutes(0), light: 'R', code: 'EX303' }),
        attempt({ id: 2, at: minutes(5), name: 'Giuseppe', taxCode: GIUSEPPE_ROMANO }),
      ],
      false,
    ],
    [
      // Only the birth data of the tax code are read here (Giuseppe Romano's, 1960).
      'a sibling with a similar name at one address, born on another day',
      [
        attempt({ id: 1, at: minutes(0), light: 'R', code: 'EX303' }),
        attempt({ id: 2, at: minutes(5), name: 'Francesco', taxCode: GIUSEPPE_ROMANO }),
      ],
      false,
    ],
    [
      'the very same name at one address with other birth data: one person (or a namesake, a known limit)',
      [attempt({ id: 1, at: minutes(0) }), attempt({ id: 2, at: minutes(5), taxCode: GIUSEPPE_ROMANO })],
      true,
    ],
    [
      'a similar name at one address, one check without a tax code',
      [attempt({ id: 1, at: minutes(0) }), attempt({ id: 2, at: minutes(5), name: 'Francesco', taxCode: null })],
      true,
    ],
    [
      'one person at two addresses: the tax code links',
      [attempt({ id: 1, at: minutes(0) }), attempt({ id: 2, at: minutes(5), address: 'Via Appia 10 Roma (RM)' })],
      true,
    ],
    [
      'a company, same VAT, its name spelt two ways',
      [company({ id: 1, at: minutes(0) }), company({ id: 2, at: minutes(5), companyName: 'EDILIZIA TIBERINA S.R.L.' })],
      true,
    ],
    [
      // Names of activity and place recur in a province (the synthetic log's bench found 4.9 % false
      // links through them); a VAT number is never another company's.
      'two companies, same folded name in the same province, each with its own VAT number',
      [
        company({ id: 1, at: minutes(0) }),
        company({ id: 2, at: minutes(5), vatRegistrationNo: '02345670588', address: 'Via Appia 3 Roma (RM)' }),
      ],
      false,
    ],
    [
      'a company, same folded name in the same province, one check without its VAT number',
      [
        company({ id: 1, at: minutes(0) }),
        company({ id: 2, at: minutes(5), vatRegistrationNo: null, taxCode: null, address: 'Via Appia 3 Roma (RM)' }),
      ],
      true,
    ],
    ['an earlier check 89 days before', [attempt({ id: 1, at: days(0) }), attempt({ id: 2, at: days(89) })], true],
    [
      'an earlier check 91 days before: out of the 90-day window',
      [attempt({ id: 1, at: days(0) }), attempt({ id: 2, at: days(91) })],
      false,
    ],
  ])('%s: linked %s', (_, attempts, joined) => {
    expect(linkInTurn(attempts).joined).toBe(joined);
  });

  it('an omocodic variant of the tax code joins through the ID key alone', () => {
    const first = attempt({ id: 1, at: minutes(0) });
    const variant = omocodicVariant(ROMANO, 2);
    const second = attempt({ id: 2, at: minutes(5), taxCode: variant, address: 'Via Appia 10 Roma (RM)' });
    const idKey = linkKeysOf(second).find((key) => key.kind === 'ID');
    expect(idKey?.key).toBe(linkKeysOf(first).find((key) => key.kind === 'ID')?.key);
    // Only the ID key holds the first attempt: the birth key is not what links them here.
    const found = new Map([[idKey?.key ?? '', [{ ...first, chain: 1 }]]]);
    const link = linkAttempt(second, found);
    expect(link).toMatchObject({ chain: 1, joined: true });
    // One subject's codes, omocodia undone: not identity variants.
    expect(link.flags).not.toContain('IDENTITY_VARIANTS');
  });

  it('a retry of one check (its own entry read back) is not a link', () => {
    const first = attempt({ id: 1, at: minutes(0) });
    const found = new Map(linkKeysOf(first).map(({ key }) => [key, [{ ...first, chain: 1 }]]));
    expect(linkAttempt(first, found)).toEqual({
      chain: 1,
      joined: false,
      earlier: [],
      flags: [],
      changed: [],
      recentAfterRed: 0,
    });
  });
});

describe('linkAttempt: flags', () => {
  const hourly = (count: number) =>
    Array.from({ length: count }, (_, index) => attempt({ id: index + 1, at: minutes(index * 60) }));

  it.each([
    [5, true],
    [4, false],
  ])('%i attempts within 24 hours: burst %s', (count, burst) => {
    expect(linkInTurn(hourly(count)).flags.includes('BURST')).toBe(burst);
  });

  it('5 attempts over more than 24 hours are no burst', () => {
    const spread = [0, 7, 14, 21, 28].map((hour, index) => attempt({ id: index + 1, at: minutes(hour * 60) }));
    expect(linkInTurn(spread).flags).not.toContain('BURST');
  });

  it.each([
    [1, true, 1],
    [7, true, 1],
    [8, false, 0],
  ])('a check %i days after a red: repeat after red %s, recentAfterRed %i', (after, repeat, recent) => {
    const link = linkInTurn([
      attempt({ id: 1, at: days(0), light: 'R', code: 'EX303' }),
      attempt({ id: 2, at: days(after), light: 'R', code: 'EX303' }),
    ]);
    expect(link.joined).toBe(true);
    expect(link.flags.includes('REPEAT_AFTER_RED')).toBe(repeat);
    expect(link.recentAfterRed).toBe(recent);
  });

  it('recentAfterRed counts every attempt of the last 7 days once one is red', () => {
    const link = linkInTurn([
      attempt({ id: 1, at: days(0), light: 'V' }),
      attempt({ id: 2, at: days(1), light: 'R', code: 'EX303' }),
      attempt({ id: 3, at: days(2), light: 'R', code: 'EX303' }),
    ]);
    expect(link.recentAfterRed).toBe(2);
  });

  it('a green after a red with nothing changed: no red then green after an edit', () => {
    const link = linkInTurn([
      attempt({ id: 1, at: minutes(0), light: 'R', code: 'EX303' }),
      attempt({ id: 2, at: minutes(10), light: 'V' }),
    ]);
    expect(link.flags).toEqual(['REPEAT_AFTER_RED']);
    expect(link.changed).toEqual([]);
  });

  it.each<[keyof AttemptFields, string]>([
    ['paymentMode', 'BOLLETTINO'],
    ['commodity', 'GAS'],
    ['microSegment', 'DOM'],
    ['address', 'Via Appia 10 Roma (RM)'],
  ])('a green after a red with %s changed names it', (field, value) => {
    const link = linkInTurn([
      attempt({ id: 1, at: minutes(0), light: 'R', code: 'EX303' }),
      attempt({ id: 2, at: minutes(10), [field]: value }),
    ]);
    expect(link.flags).toContain('RED_THEN_GREEN_EDIT');
    expect(link.changed).toEqual([field]);
  });

  it('the edit is read against the latest earlier attempt, not the first', () => {
    const link = linkInTurn([
      attempt({ id: 1, at: minutes(0), light: 'V' }),
      attempt({ id: 2, at: minutes(5), light: 'R', code: 'EX303', paymentMode: 'BOLLETTINO' }),
      attempt({ id: 3, at: minutes(10), light: 'V' }),
    ]);
    expect(link.changed).toEqual(['paymentMode']);
  });
});

describe('linkAttempt: two chains matched', () => {
  it('joins the chain of the stronger key (an identifier over an address) and reads its attempts only', () => {
    const current = attempt({ id: 30, at: minutes(60) });
    const [idKey, , addressKey] = linkKeysOf(current).map(({ key }) => key);
    const older = { ...attempt({ id: 3, at: minutes(0) }), chain: 3 };
    const newer = { ...attempt({ id: 7, at: minutes(30) }), chain: 7 };
    const found = new Map([
      [idKey ?? '', [newer]],
      [addressKey ?? '', [older]],
    ]);
    const link = linkAttempt(current, found);
    expect(link).toMatchObject({ chain: 7, joined: true });
    expect(link.earlier.map((entry) => entry.id)).toEqual([7]);
  });

  it('joins the earliest chain (the smallest id) when the keys are equally strong', () => {
    const current = attempt({ id: 30, at: minutes(60) });
    const [idKey] = linkKeysOf(current).map(({ key }) => key);
    const older = { ...attempt({ id: 3, at: minutes(0) }), chain: 3 };
    const newer = { ...attempt({ id: 7, at: minutes(30) }), chain: 7 };
    const link = linkAttempt(current, new Map([[idKey ?? '', [newer, older]]]));
    expect(link).toMatchObject({ chain: 3, joined: true });
    expect(link.earlier.map((entry) => entry.id)).toEqual([3]);
  });

  it('a namesake checked earlier at the new address does not take the green away from the red it follows', () => {
    // Francesca Romano red at ADDRESS; a namesake Francesca Romeo (born 1960) checked at Via Appia 9;
    // then Francesca Romeo with Romano's birth data at Via Appia 9: the birth data outweigh the address.
    const elsewhere = 'Via Appia 9 Roma (RM)';
    const current = attempt({ id: 30, at: minutes(60), surname: 'Romeo', taxCode: ROMEO, address: elsewhere });
    const keys = new Map(linkKeysOf(current).map((key) => [key.kind, key.key]));
    const red = { ...attempt({ id: 7, at: minutes(50), light: 'R', code: 'EX303' }), chain: 7 };
    const namesake = {
      ...attempt({ id: 3, at: minutes(0), surname: 'Romeo', taxCode: GIUSEPPE_ROMANO, address: elsewhere }),
      chain: 3,
    };
    const found = new Map([
      [keys.get('BIRTH') ?? '', [red]],
      [keys.get('ADDR') ?? '', [namesake]],
    ]);
    const link = linkAttempt(current, found);
    expect(link).toMatchObject({ chain: 7, joined: true });
    expect(link.flags).toContain('RED_THEN_GREEN_EDIT');
  });
});
