import type { ReactNode } from 'react';
import { DEFAULT_COLUMN_WIDTH, WIDE_COLUMN_WIDTHS } from '../../../../shared/constants';

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
}

/** The spec's width of a column: its wide width if it has one, else the default. */
export const specColumnWidth = (id: string): number =>
  (WIDE_COLUMN_WIDTHS as Readonly<Record<string, number>>)[id] ?? DEFAULT_COLUMN_WIDTH;
