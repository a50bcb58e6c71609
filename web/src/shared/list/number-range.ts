import type { NumberRange } from './filter-fields';

/**
 * The rule of a number-range filter (spec section 4: 'Invoiced slider is committed only when the lower
 * bound does not exceed the upper bound; otherwise the typed value is discarded'), kept apart from the
 * slider so it is tested with tables of cases.
 */

export type RangeEnd = keyof NumberRange;

/** About how many stops a slider has from end to end. */
const SLIDER_STOPS = 100;

/** The largest of 1, 2 or 5 times a power of ten not above `raw`, and at least 1. */
function roundStep(raw: number): number {
  if (raw < 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [5, 2, 1].map((times) => times * power).find((step) => step <= raw) ?? power;
}

/**
 * The slider's span and step: a round step near a hundredth of the bounds (1, 2 or 5 times a power of
 * ten, at least 1), the bounds widened to multiples of it. So the arrow keys move in steps that fit the
 * range (not 1 € at a time over millions), every stop is a round amount (a native range input
 * steps from its minimum: -2.000 with a step of 100.000 would stop at 98.000), and whole numbers only.
 */
export function sliderScale(bounds: NumberRange): { span: NumberRange; step: number } {
  const step = roundStep((bounds.to - bounds.from) / SLIDER_STOPS);
  return { span: { from: Math.floor(bounds.from / step) * step, to: Math.ceil(bounds.to / step) * step }, step };
}

const within = (value: number, bounds: NumberRange) => Math.min(Math.max(value, bounds.from), bounds.to);

/** What the slider shows: the chosen range held within the bounds, or the whole bounds while untouched. */
export function shownRange(value: NumberRange | undefined, bounds: NumberRange): NumberRange {
  if (!value) return bounds;
  return { from: within(value.from, bounds), to: within(value.to, bounds) };
}

/**
 * One end moved or typed: the new range, or null when the value is discarded: not a number, or a lower
 * end above the upper one (or an upper end below the lower one). A value past the bounds stops at them.
 */
export function commitRangeEnd(range: NumberRange, end: RangeEnd, value: number, bounds: NumberRange) {
  if (!Number.isFinite(value)) return null;
  const next = { ...range, [end]: within(value, bounds) };
  return next.from <= next.to ? next : null;
}

const ITALIAN_THOUSANDS = /^-?\d{1,3}(\.\d{3})+$/;

/**
 * A typed amount, read the Italian way ('-2.000', '1.234,5') or plainly ('1234.5'); a euro sign and
 * spaces are ignored. Undefined when it is not a number.
 */
export function parseTypedNumber(text: string): number | undefined {
  const plain = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (plain === '') return undefined;
  const normalised = plain.includes(',')
    ? plain.replaceAll('.', '').replace(',', '.')
    : ITALIAN_THOUSANDS.test(plain)
      ? plain.replaceAll('.', '')
      : plain;
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return undefined;
  return Number(normalised);
}
