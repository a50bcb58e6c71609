import { CUSTOMER_MONEY_FIELDS, CUSTOMER_NUMBER_FIELDS, type CustomerFeedField } from './customer-fields';

/**
 * How a customer feed file writes its numbers (docs/data-model.md 'Customers'), decided once
 * for the whole file, never value by value: '1.234' is one thousand two hundred thirty-four in Italian
 * and one point two three four with a decimal point, and reading it one way in one row and the other way
 * in the next loads money a thousand times off. The feed's header names the columns and carries no
 * notation, so the values decide:
 * - `point`: a decimal point, no grouping ('1234.5');
 * - `italian`: a decimal comma, dots grouping thousands ('1.234,50', '1.234.567');
 * - `undecided`: no value tells (whole numbers only, and scores like '1.234'): a value that reads
 *   differently in the two is refused with its row, one that reads the same in both is loaded.
 * A file with values of both notations is refused whole.
 */
export type NumberNotation = 'point' | 'italian' | 'undecided';

const PLAIN = /^-?\d+(?:\.\d+)?$/;
const ITALIAN = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;
/** One dot followed by exactly three digits, whole part of at most three: '1.234', '-12.500'. */
const ONE_GROUP = /^-?\d{1,3}\.\d{3}$/;

const MONEY = new Set<CustomerFeedField>(CUSTOMER_MONEY_FIELDS);
const NUMBERS = new Set<CustomerFeedField>(CUSTOMER_NUMBER_FIELDS);

/**
 * What one value says of its file's notation. Money has at most two decimals (euro and cents), so an
 * amount like '1.234' can only be grouped thousands: Italian. The same text in a score says nothing.
 */
export function notationOf(field: CustomerFeedField, text: string): 'point' | 'italian' | undefined {
  if (!NUMBERS.has(field)) return undefined;
  if (ONE_GROUP.test(text)) return MONEY.has(field) ? 'italian' : undefined;
  if (text.includes(',')) return ITALIAN.test(text) ? 'italian' : undefined;
  if (ITALIAN.test(text) && text.includes('.')) return 'italian';
  return PLAIN.test(text) && text.includes('.') ? 'point' : undefined;
}

/** A feed number read in the file's notation; undefined when it is not a number in it. */
export function feedNumber(text: string, notation: NumberNotation): number | undefined {
  const point = PLAIN.test(text) ? Number(text) : undefined;
  const italian = ITALIAN.test(text) ? Number(text.replaceAll('.', '').replace(',', '.')) : undefined;
  if (notation === 'point') return point;
  if (notation === 'italian') return italian;
  return point === italian ? point : undefined;
}

/** Where a value of each notation was first seen, for the message of a file that mixes them. */
export interface NotationSample {
  line: number;
  field: CustomerFeedField;
  text: string;
}

/**
 * Reads a file's values as they stream by and decides its notation at the end: `mixed` with one value
 * of each when the file has both, otherwise the one notation its values show (or `undecided`).
 */
export function notationDetector() {
  const seen: Partial<Record<'point' | 'italian', NotationSample>> = {};
  return {
    /** One number cell of the file. */
    see(field: CustomerFeedField, text: string, line: number): void {
      const notation = notationOf(field, text);
      if (notation && !seen[notation]) seen[notation] = { line, field, text };
    },
    decision(): { notation: NumberNotation } | { mixed: { point: NotationSample; italian: NotationSample } } {
      if (seen.point && seen.italian) return { mixed: { point: seen.point, italian: seen.italian } };
      return { notation: seen.point ? 'point' : seen.italian ? 'italian' : 'undecided' };
    },
  };
}

/** Why a file that mixes the notations is not loaded, naming one value of each (line and column, never a person). */
export const mixedNotationMessage = ({ point, italian }: { point: NotationSample; italian: NotationSample }) =>
  `The file mixes number notations: line ${point.line} ${point.field} '${point.text}' has a decimal point, ` +
  `line ${italian.line} ${italian.field} '${italian.text}' is Italian (decimal comma, dots for thousands)`;
