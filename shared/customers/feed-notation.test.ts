import { describe, expect, it } from 'vitest';
import type { CustomerFeedField } from './customer-fields';
import { feedNumber, mixedNotationMessage, notationDetector, notationOf } from './feed-notation';

const MONEY: CustomerFeedField = 'K_FATTURATO_TOTALE';
const SCORE: CustomerFeedField = 'S_VALORE_CGS';

describe('notationOf: what one value says of its file', () => {
  it.each([
    [MONEY, '1234.5', 'point'],
    [MONEY, '2500.75', 'point'],
    [MONEY, '0.5', 'point'],
    [MONEY, '1234.567', 'point'],
    [MONEY, '1.234,50', 'italian'],
    [MONEY, '1234,5', 'italian'],
    [MONEY, '-1.000,01', 'italian'],
    [MONEY, '1.234.567', 'italian'],
    // Money has at most two decimals: three after one dot can only be thousands.
    [MONEY, '1.234', 'italian'],
    [MONEY, '-12.500', 'italian'],
    [SCORE, '1.234', undefined],
    [MONEY, '1234', undefined],
    [MONEY, '-20', undefined],
    [MONEY, '1,234.50', undefined],
    [MONEY, 'abc', undefined],
    ['A_COGNOME', '1.234,50', undefined],
  ] as const)('%s %s: %s', (field, text, expected) => {
    expect(notationOf(field, text)).toBe(expected);
  });
});

describe('feedNumber: a value read in its file’s notation', () => {
  it.each([
    ['1234.5', 'point', 1234.5],
    ['1.234', 'point', 1.234],
    ['1.234,50', 'point', undefined],
    ['1234', 'point', 1234],
    ['1.234,50', 'italian', 1234.5],
    ['1.234', 'italian', 1234],
    ['1.234.567,8', 'italian', 1234567.8],
    ['1234,5', 'italian', 1234.5],
    ['0,5', 'italian', 0.5],
    ['1234.5', 'italian', undefined],
    ['1234', 'undecided', 1234],
    ['-20', 'undecided', -20],
    ['1.234', 'undecided', undefined],
    ['12.34.5', 'italian', undefined],
    ['1 234', 'point', undefined],
    ['1e5', 'point', undefined],
  ] as const)('%s as %s: %s', (text, notation, expected) => {
    expect(feedNumber(text, notation)).toBe(expected);
  });

  it('never reads an Italian amount a thousand times smaller', () => {
    for (const text of ['1.234', '12.345', '999.000']) {
      const italian = feedNumber(text, 'italian') as number;
      expect(italian).toBe(Number(text.replace('.', '')));
      expect(notationOf(MONEY, text)).toBe('italian');
    }
  });
});

describe('notationDetector: one decision per file', () => {
  const decide = (values: [CustomerFeedField, string][]) => {
    const detector = notationDetector();
    values.forEach(([field, text], index) => {
      detector.see(field, text, index + 2);
    });
    return detector.decision();
  };

  it.each([
    [
      'only decimal points',
      [
        [MONEY, '10.5'],
        [MONEY, '20'],
      ],
      'point',
    ],
    [
      'only Italian',
      [
        [MONEY, '1.234,5'],
        [MONEY, '7'],
      ],
      'italian',
    ],
    [
      'an amount with one group of thousands decides Italian',
      [
        [MONEY, '1.234'],
        [SCORE, '1.5'],
      ],
      'mixed',
    ],
    [
      'only whole numbers',
      [
        [MONEY, '10'],
        [SCORE, '70'],
      ],
      'undecided',
    ],
    ['a score alone does not decide', [[SCORE, '1.234']], 'undecided'],
  ] as const)('%s', (_name, values, expected) => {
    const decision = decide(values.map(([field, text]) => [field, text]));
    expect('mixed' in decision ? 'mixed' : decision.notation).toBe(expected);
  });

  it('names one value of each notation when a file mixes them', () => {
    const decision = decide([
      [MONEY, '10'],
      [MONEY, '2500.75'],
      ['K_CRED_SCAD_NETTO_TOTALE', '1.234,50'],
      [MONEY, '3.5'],
    ]);
    if (!('mixed' in decision)) throw new Error('expected a mixed file');
    expect(mixedNotationMessage(decision.mixed)).toBe(
      "The file mixes number notations: line 3 K_FATTURATO_TOTALE '2500.75' has a decimal point, " +
        "line 4 K_CRED_SCAD_NETTO_TOTALE '1.234,50' is Italian (decimal comma, dots for thousands)",
    );
  });
});
