import { type CsvSeparator, csvLine, UTF8_BOM } from '../../../shared/csv';
import { formatDateTime, formatElapsedSeconds } from '../../../shared/format/italian-format';
import { COLUMN_LABELS } from '../../../shared/request-log/column-labels';
import type { AggregatedColumn, RequestLogColumn } from '../../../shared/request-log/row';

type Column = RequestLogColumn | AggregatedColumn;

/** A cell as the list shows it: dates in Italian time and format, elapsed in seconds with a decimal comma. */
function cellValue(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column === 'requestDate') return formatDateTime(String(value));
  if (column === 'elapsed') return formatElapsedSeconds(Number(value));
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** The header of a dossier CSV: the Italian column labels, as the console titles its columns. */
export const dossierHeader = (columns: readonly Column[]) => columns.map((column) => COLUMN_LABELS[column]);

/** One row's cells, in the columns' order, as the list shows them. */
export const dossierCells = (row: Record<string, unknown>, columns: readonly Column[]) =>
  columns.map((column) => cellValue(column, row[column]));

/** The rows as a CSV file: UTF-8 with a BOM for Excel, the Italian column labels as header. */
export function dossierCsv(
  rows: readonly Record<string, unknown>[],
  columns: readonly Column[],
  separator: CsvSeparator = ';',
): string {
  const lines = rows.map((row) => csvLine(dossierCells(row, columns), separator));
  return UTF8_BOM + csvLine(dossierHeader(columns), separator) + lines.join('');
}
