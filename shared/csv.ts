/**
 * CSV as Excel reads it: a separator of the user's choice, cells quoted when they hold the separator,
 * a quote or a line break, and cells a spreadsheet would run as a formula neutralised.
 */

export const CSV_SEPARATORS = [';', '|', ','] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/** Lets Excel read the file as UTF-8, accents included. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell starting with one of these is run as a formula by spreadsheets (OWASP 'CSV injection');
 * a leading apostrophe makes it text. Tab and carriage return start formulas in some of them too.
 */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

export function neutralise(text: string): string {
  return FORMULA_STARTS.some((start) => text.startsWith(start)) ? `'${text}` : text;
}

export function csvCell(value: unknown, separator: CsvSeparator): string {
  if (value === null || value === undefined) return '';
  // A number is data a spreadsheet reads as a number (-20 is not a formula); only text is neutralised.
  const text = typeof value === 'number' ? String(value) : neutralise(String(value));
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[], separator: CsvSeparator): string {
  return `${values.map((value) => csvCell(value, separator)).join(separator)}\r\n`;
}
