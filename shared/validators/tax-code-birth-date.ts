/**
 * The birth date a personal tax code carries (DM 23/12/1976): the year's last two digits at positions
 * 7-8, a month letter at 9, the day at 10-11 with 40 added for women. Omocodia (two people with the same
 * code) replaces digits from the right with letters, L for 0 up to V for 9, the date's digits included.
 */

const OMOCODIC_DIGITS = 'LMNPQRSTUV';
const MONTH_LETTERS = 'ABCDEHLMPRST';
const WOMAN_DAY_OFFSET = 40;

/** '8U' → 88: a letter of omocodia stands for its digit. */
const numberOf = (characters: string) =>
  Number([...characters].map((c) => (OMOCODIC_DIGITS.includes(c) ? OMOCODIC_DIGITS.indexOf(c) : c)).join(''));

/**
 * The code holds only two digits of the year, so the century is unknown: 29 February is accepted when
 * either century makes the year leap. 19yy and 20yy are leap together (yy divisible by 4), except 00:
 * 1900 is not leap and 2000 is, so 00 accepts 29 February as well. Hence: every yy divisible by 4.
 */
function daysInMonth(month: number, twoDigitYear: number): number {
  if (month === 2) return twoDigitYear % 4 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** False when the date cannot exist (day 32, 30 February); `code` is uppercase and well formed. */
export function hasPossibleBirthDate(code: string): boolean {
  const year = numberOf(code.slice(6, 8));
  const month = MONTH_LETTERS.indexOf(code.charAt(8)) + 1;
  const encodedDay = numberOf(code.slice(9, 11));
  const day = encodedDay > WOMAN_DAY_OFFSET ? encodedDay - WOMAN_DAY_OFFSET : encodedDay;
  return month > 0 && day >= 1 && day <= daysInMonth(month, year);
}
