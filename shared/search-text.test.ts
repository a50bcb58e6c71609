import { describe, expect, it } from 'vitest';
import { searchText } from './search-text';

describe('searchText', () => {
  it.each([
    ['Caffè Società', 'CAFFE SOCIETA'],
    ['  perché   così ', 'PERCHE COSI'],
    ['ÀÉÌÒÙ àéìòù', 'AEIOU AEIOU'],
    ["D'Angelo S.r.l.", "D'ANGELO S.R.L."],
    ['AG01001', 'AG01001'],
    ['', ''],
  ])('%j reads %j', (text, expected) => {
    expect(searchText(text)).toBe(expected);
  });

  it('finds a folded name by a folded part of it', () => {
    expect(searchText('Società Energia Città').includes(searchText('energia citta'))).toBe(true);
  });
});
