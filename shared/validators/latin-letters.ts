/**
 * A name in upper-case Latin letters, as Italian offices spell foreign names: accents dropped and the
 * letters Unicode does not decompose written out ('Łukasz' → 'LUKASZ', 'Strauß' → 'STRAUSS'), so no
 * letter of a name silently disappears. Other characters (spaces, apostrophes, digits) are kept.
 */

// Upper-case letters with no decomposition, after NFKD and toUpperCase (which already turn 'ß' into
// 'SS', 'ı' into 'I' and the 'ﬁ' ligature into 'FI').
const UNDECOMPOSED_LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  Ø: 'O',
  Æ: 'AE',
  Œ: 'OE',
  Đ: 'D',
  Ð: 'D',
  Þ: 'TH',
  ẞ: 'SS',
  Ħ: 'H',
  Ŧ: 'T',
  Ŋ: 'N',
};
const UNDECOMPOSED = new RegExp(`[${Object.keys(UNDECOMPOSED_LETTERS).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}/gu;

export function latinUpperCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toUpperCase()
    .replace(UNDECOMPOSED, (letter) => UNDECOMPOSED_LETTERS[letter] ?? letter);
}
