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
    // Letters with no Unicode decomposition, spelled as Latin letters rather than dropped.
    ['Łukasz', 'LUKASZ'],
    ['Słowacki', 'SLOWACKI'],
    ['Ørsted', 'ORSTED'],
    ['Søren', 'SOREN'],
    ['Ærø', 'AERO'],
    ['Cæsar', 'CAESAR'],
    ['Œdipe', 'OEDIPE'],
    ['Cœur', 'COEUR'],
    ['Đorđević', 'DORDEVIC'],
    ['Guðrún', 'GUDRUN'],
    ['Strauß', 'STRAUSS'],
    ['STRAUẞ', 'STRAUSS'],
    ['Þórður', 'THORDUR'],
    ['Yıldız', 'YILDIZ'],
    ['İnönü', 'INONU'],
    ['Ħaġar', 'HAGAR'],
    ['ﬁlippo', 'FILIPPO'],
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
    ['Łaski', 'LSK'],
    // The worked example: as a surname the first three consonants, L K S (KSZ when Ł was dropped).
    ['Łukasz', 'LKS'],
    ['Ørsted', 'RST'],
    ['Æbelø', 'BLA'],
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
    // As a first name, L K S Z: four consonants give the 1st, 3rd and 4th (KSZ when Ł was dropped).
    ['Łukasz', 'LSZ'],
    ['Þór', 'THR'],
    ['Đuro', 'DRU'],
  ])('%s → %s', (name, code) => {
    expect(nameCode(name)).toBe(code);
  });
});
