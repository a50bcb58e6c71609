/** A line with nothing but blanks, quotes and separators holds no subject. */
const BLANK_LINE = /^[\s"';|,]*$/;
const DIGIT = /\d/;

/**
 * The records of an enrichment file, counted as the limit of spec section 9 means them: one subject
 * per non-blank line. A first line without any digit is a header (every tax code and VAT number has
 * digits), so a header over 50,000 subjects does not push the file over the limit.
 */
export function countRecords(text: string): number {
  let count = 0;
  let first = true;
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    if (BLANK_LINE.test(line)) continue;
    if (first && !DIGIT.test(line)) {
      first = false;
      continue;
    }
    first = false;
    count += 1;
  }
  return count;
}
