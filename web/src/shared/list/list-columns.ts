import type { ReactNode } from 'react';
import { DEFAULT_COLUMN_WIDTH, WIDE_COLUMN_WIDTHS } from '../../../../shared/constants';
import { type ColumnWidth, WRAPPED_MIN_WIDTH } from './fit-columns';

/** One column of a list: what a row shows in it, how wide, and how it aligns. */
export interface ListColumn<Row> {
  id: string;
  cell: (row: Row) => ReactNode;
  /** In px; the spec's default is 200, its wide columns 400 and 1400 (section 3 and 9). */
  width?: number;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  /** Long texts (a reason, a note) wrap onto more lines instead of being cut. */
  wrap?: boolean;
  /**
   * The least it can be narrowed to when the columns shown do not fit (fit-columns.ts); by default a
   * wrapped column gives up to 120 px and any other keeps its width.
   */
  minWidth?: number;
}

/** The spec's width of a column: its wide width if it has one, else the default. */
export const specColumnWidth = (id: string): number =>
  (WIDE_COLUMN_WIDTHS as Readonly<Record<string, number>>)[id] ?? DEFAULT_COLUMN_WIDTH;

/** What a column asks for and the least it can do with, as the fitting takes it. */
export function columnWidthOf<Row>(column: ListColumn<Row>): ColumnWidth {
  const width = column.width ?? specColumnWidth(column.id);
  return {
    id: column.id,
    width,
    minWidth: Math.min(column.minWidth ?? (column.wrap ? WRAPPED_MIN_WIDTH : width), width),
  };
}
