import { describe, expect, it } from 'vitest';
import { nameCode, surnameCode, taxCodeLetters } from './tax-code-name';

describe('taxCodeLetters', () => {
  it.each([
    ["D'Amico", 'DAMICO'],
    ['Nicolò', 'NICOLO'],
    ['De Santis', 'DESANTIS'],
    ['Àèéìòù', 'AEEIOU'],
    ['Dell’Acqua-Rossi', 'DELLACQUAROSSI'],
    ['  mario  ', 'MARIO'],
  ])('%s → %s', (text, letters) => {
    expect(taxCodeLetters(text)).toBe(letters);
  });
});

describe('surnameCode', () => {
  it.each([
    ['Rossi', 'RSS'],
    ['Bianchi', 'BNC'],
    ["D'Amico", 'DMC'],
    ['De Santis', 'DSN'],
    ['Cantù', 'CNT'],
    ['Moretti', 'MRT'],
    ['Poe', 'POE'],
    ['Fo', 'FOX'],
    ['Wu', 'WUX'],
    ['Ua', 'UAX'],
    ['O', 'OXX'],
  ])('%s → %s', (surname, code) => {
    expect(surnameCode(surname)).toBe(code);
  });
});

describe('nameCode', () => {
  it.each([
    ['Mario', 'MRA'],
    ['Marco', 'MRC'],
    ['Nicolò', 'NCL'],
    ['Luca', 'LCU'],
    ['Ida', 'DIA'],
    ['Al', 'LAX'],
    // Four or more consonants: 1st, 3rd and 4th.
    ['Gianfranco', 'GFR'],
    ['Matteo', 'MTT'],
    ['Alessandro', 'LSN'],
    ['Roberto', 'RRT'],
    ['Francesco', 'FNC'],
    ['Gian Carlo', 'GCR'],
  ])('%s → %s', (name, code) => {
    expect(nameCode(name)).toBe(code);
  });
});
