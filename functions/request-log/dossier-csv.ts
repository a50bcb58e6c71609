import { ELAPSED_MS_PER_SECOND } from '../../shared/constants';
import { COLUMN_LABELS } from '../../shared/request-log/column-labels';
import type { AggregatedColumn, RequestLogColumn } from '../../shared/request-log/row';
import { type CsvSeparator, csvLine, UTF8_BOM } from '../commons/csv/csv';

type Column = RequestLogColumn | AggregatedColumn;

const ITALIAN_DATE_TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const ITALIAN_SECONDS = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3, useGrouping: false });

/** A cell as the list shows it: dates in Italian time and format, elapsed in seconds with a decimal comma. */
function cellValue(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column === 'requestDate') return ITALIAN_DATE_TIME.format(new Date(String(value))).replace(',', '');
  if (column === 'elapsed') return ITALIAN_SECONDS.format(Number(value) / ELAPSED_MS_PER_SECOND);
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
