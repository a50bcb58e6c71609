import type { FileSeparator } from '../enums';
import { type CsvRecord, csvRecords } from './input-csv';
import { type IdentifierColumns, identifierColumns, isHeader } from './subject-identifiers';

/** The uploaded file read as a table: the same reading for the upload's checks and for the worker. */
export interface EnrichmentInput {
  /** The file's own header, when its first record is one (subject-identifiers.ts `isHeader`). */
  header: string[] | null;
  /** Identifier columns named by the header; undefined means each row is scanned. */
  columns: IdentifierColumns | undefined;
  /** The data records, in file order, the header excluded. */
  records: CsvRecord[];
  /** The widest row (header included): the output keeps every input column. */
  width: number;
}

export class TooManyRecordsError extends Error {
  constructor(readonly limit: number) {
    super(`More than ${limit} records`);
    this.name = 'TooManyRecordsError';
  }
}

/** Reads the table, refusing it as soon as it holds more than `maxRecords` data records. */
export function readEnrichmentInput(
  text: string,
  separator: FileSeparator,
  maxRecords = Number.POSITIVE_INFINITY,
): EnrichmentInput {
  let header: string[] | null = null;
  let first = true;
  const records: CsvRecord[] = [];
  let width = 0;
  for (const record of csvRecords(text, separator)) {
    width = Math.max(width, record.cells.length);
    if (first && !record.unreadable && isHeader(record.cells)) {
      header = record.cells.map((cell) => cell.trim());
    } else {
      if (records.length === maxRecords) throw new TooManyRecordsError(maxRecords);
      records.push(record);
    }
    first = false;
  }
  return { header, columns: header ? identifierColumns(header) : undefined, records, width };
}
