import { describe, expect, it } from 'vitest';
import { numbersIn } from './language-numbers';

describe('numbers in the console language', () => {
  it.each([
    ['it', 1748, '1.748'],
    ['en', 1748, '1,748'],
    ['it', 1234567, '1.234.567'],
    ['en', 1234567, '1,234,567'],
    ['it', 999, '999'],
    ['en', 0, '0'],
  ])('in %s the count %d reads %s', (locale, value, text) => expect(numbersIn(locale).count(value)).toBe(text));

  it.each([
    ['it', 99.5, '99,5%'],
    ['en', 99.5, '99.5%'],
    ['it', 12.345, '12,35%'],
    ['en', 12.345, '12.35%'],
    ['en', 100, '100%'],
  ])('in %s the share %d reads %s', (locale, value, text) => expect(numbersIn(locale).percent(value)).toBe(text));

  it.each([
    ['it', 2500, '2.500'],
    ['en', 2500, '2,500'],
    ['it', 0.5, '0,5'],
    ['en', 0.5, '0.5'],
  ])('in %s the axis tick %d reads %s', (locale, value, text) => expect(numbersIn(locale).tick(value)).toBe(text));

  it('reads any other language as Italian, the product default', () => {
    expect(numbersIn('de').count(1748)).toBe('1.748');
  });
});
