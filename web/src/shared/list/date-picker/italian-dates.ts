/**
 * Days and months as people in Italy type them: GG/MM/AAAA and MM/AAAA, in Italian and English alike
 * (the product shows dates in the Italian format in both languages). Values are ISO: a day is
 * YYYY-MM-DD, a month YYYY-MM. `today` (YYYY-MM-DD, Italian time) is passed in, so the rules are pure
 * and the same in every test.
 */

/** Why a typed day or month cannot be used. */
export type DateProblem = 'required' | 'format' | 'notADate' | 'future';

export type Parsed = { value: string } | { problem: DateProblem };

/** The digits of each part: day, month, year; or month, year. */
export const DAY_PARTS = [2, 2, 4] as const;
export const MONTH_PARTS = [2, 4] as const;

const SEPARATORS = '/.-';

/**
 * What a date box keeps of a keystroke: digits, with '/' put in when a part is full ('01022026' →
 * '01/02/2026'). A separator typed by the person ends a part early ('1/2/2026'), so single digits work;
 * anything else is dropped. A separator is only added before the next digit, so deleting it works.
 */
export function maskDateText(text: string, parts: readonly number[]): string {
  // A longer number before a separator is another format (2026/11/05 pasted): kept, so the box says so.
  if (/\d{3,}[/.-]\d/.test(text)) return text.replace(/[^\d/.-]/g, '').replace(/[.-]/g, '/');
  const segments = [''];
  for (const char of text) {
    const index = segments.length - 1;
    const current = segments[index] ?? '';
    if (char >= '0' && char <= '9') {
      if (current.length < (parts[index] ?? 0)) segments[index] = current + char;
      else if (index < parts.length - 1) segments.push(char);
    } else if (SEPARATORS.includes(char) && current !== '' && index < parts.length - 1) {
      segments.push('');
    }
  }
  return segments.join('/');
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

const pad = (value: number) => String(value).padStart(2, '0');

const TYPED_DAY = /^(\d{1,2})\/(\d{1,2})\/([1-9]\d{3})$/;
const TYPED_MONTH = /^(\d{1,2})\/([1-9]\d{3})$/;

/** GG/MM/AAAA (or G/M/AAAA) → YYYY-MM-DD; a day after `today` is refused. */
export function parseItalianDay(text: string, today: string): Parsed {
  const typed = text.trim();
  if (typed === '') return { problem: 'required' };
  const match = TYPED_DAY.exec(typed);
  if (!match) return { problem: 'format' };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { problem: 'notADate' };
  const value = `${year}-${pad(month)}-${pad(day)}`;
  return value > today ? { problem: 'future' } : { value };
}

/** MM/AAAA (or M/AAAA) → YYYY-MM; a month after the current one is refused. */
export function parseItalianMonth(text: string, today: string): Parsed {
  const typed = text.trim();
  if (typed === '') return { problem: 'required' };
  const match = TYPED_MONTH.exec(typed);
  if (!match) return { problem: 'format' };
  const [month, year] = [Number(match[1]), Number(match[2])];
  if (month < 1 || month > 12) return { problem: 'notADate' };
  const value = `${year}-${pad(month)}`;
  return value > today.slice(0, 7) ? { problem: 'future' } : { value };
}

export interface TypedRange {
  start: string;
  end: string;
}

/**
 * The typed ends of a range, checked: each end on its own, then their order. With `optional`, two
 * empty boxes mean no range at all (`range: null`).
 */
export type RangeCheck =
  | { ok: true; range: TypedRange | null }
  | { ok: false; start?: DateProblem; end?: DateProblem; order?: true };

export function checkTypedRange(typed: TypedRange, parse: (text: string) => Parsed, optional: boolean): RangeCheck {
  if (optional && typed.start.trim() === '' && typed.end.trim() === '') return { ok: true, range: null };
  const start = parse(typed.start);
  const end = parse(typed.end);
  if ('problem' in start || 'problem' in end) {
    return {
      ok: false,
      ...('problem' in start && { start: start.problem }),
      ...('problem' in end && { end: end.problem }),
    };
  }
  if (start.value > end.value) return { ok: false, order: true };
  return { ok: true, range: { start: start.value, end: end.value } };
}
