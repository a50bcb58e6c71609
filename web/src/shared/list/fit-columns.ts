/**
 * Column widths that fit the table's width (no list cuts its columns at 1440 px). Each column
 * asks for a width and may give some of it up, down to its minimum: a column of long texts wraps
 * them onto more lines, one of short values (a date, a code, an amount) keeps its width. When the
 * columns shown ask for more than there is, every column that can give gives the same share of what
 * it can; only when all are at their minimum does the table scroll sideways.
 */

export interface ColumnWidth {
  id: string;
  /** The width it asks for, in px. */
  width: number;
  /** The least it can do with, in px; its width when it cannot wrap. */
  minWidth: number;
}

/** The least a column of wrapped text is given: about fifteen characters a line. */
export const WRAPPED_MIN_WIDTH = 120;

/**
 * Each column's width so that together they take at most `available` px, where their minimums allow.
 * An `available` of 0 or less (not measured yet, or a test without layout) leaves the widths asked.
 */
export function fitColumnWidths(columns: readonly ColumnWidth[], available: number): Map<string, number> {
  const asked = new Map(columns.map((column) => [column.id, column.width]));
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  if (available <= 0 || total <= available) return asked;
  const slack = columns.reduce((sum, column) => sum + Math.max(column.width - column.minWidth, 0), 0);
  if (slack === 0) return asked;
  const share = Math.min((total - available) / slack, 1);
  // Rounded down, so that the rounding never adds the pixel that would make the table scroll.
  return new Map(
    columns.map((column) => [
      column.id,
      Math.floor(column.width - Math.max(column.width - column.minWidth, 0) * share),
    ]),
  );
}

/** The same widths as text: the table is drawn again when, and only when, they change. */
export const widthsKey = (widths: ReadonlyMap<string, number>): string =>
  [...widths].map(([id, width]) => `${id}:${width}`).join(',');
