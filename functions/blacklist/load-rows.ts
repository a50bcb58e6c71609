import { readEnrichmentInput } from '../../shared/enrichment/enrichment-table';
import type { IdentifierColumns } from '../../shared/enrichment/subject-identifiers';
import { validateTaxCode } from '../../shared/validators/tax-code';
import { validateVatNumber } from '../../shared/validators/vat-number';
import { type BlacklistRow, rowKey } from '../stores/black-lists/members';

/**
 * An uploaded black-list file read into the rows of a load (spec section 5 'Black list upload': tax code
 * and VAT number separated by a semicolon). The file is read as the upload counted its records
 * (readEnrichmentInput, the same reading: quoted cells, any line break, blank lines left out, a first
 * line naming its columns or holding no identifier and no digit is a header), so loaded, discarded and
 * duplicate rows add up to the records the upload accepted.
 */

export interface LoadedRows {
  /** Valid rows, normalised, each once, in file order. */
  rows: BlacklistRow[];
  /** Records with neither a valid tax code nor a valid VAT number (or unreadable). */
  discardedRecords: number;
  /** Records repeating a row already loaded: neither loaded again nor discarded (they are not wrong). */
  duplicateRecords: number;
}

/** Uppercase and no spaces; Excel's apostrophe keeping leading zeros dropped. */
const normalised = (cell: string | undefined) => (cell ?? '').toUpperCase().replace(/\s+/g, '').replace(/^'/, '');
/** A VAT number written with its country prefix. */
const withoutCountry = (value: string) => value.replace(/^IT(?=[0-9]{11}$)/, '');

/**
 * Where the two identifiers are: the columns a header names, else the first two in that order. A header
 * naming one of them puts the other in the remaining one of the first two columns.
 */
function positions(columns: IdentifierColumns | undefined): { taxCode: number; vatNumber: number } {
  const taxCode = columns?.taxCode ?? (columns?.vatNumber === 0 ? 1 : 0);
  const vatNumber = columns?.vatNumber ?? (taxCode === 1 ? 0 : 1);
  return { taxCode, vatNumber };
}

/**
 * One record as a row: each identifier kept when valid (the precheck's validators: a person's 16
 * characters or a legal person's 11 digits for the tax code, 11 digits with their check digit for the
 * VAT number), the other dropped; undefined when neither is valid.
 */
export function loadedRow(cells: readonly string[], columns?: IdentifierColumns): BlacklistRow | undefined {
  const at = positions(columns);
  const taxCode = normalised(cells[at.taxCode]);
  const vatNumber = withoutCountry(normalised(cells[at.vatNumber]));
  const row: BlacklistRow = {
    taxCode: taxCode && validateTaxCode(taxCode) === undefined ? taxCode : null,
    vatNumber: vatNumber && validateVatNumber(vatNumber) === undefined ? vatNumber : null,
  };
  return row.taxCode || row.vatNumber ? row : undefined;
}

/**
 * The rows of a file. Duplicates are counted once: two records are the same row when their valid
 * identifiers, normalised, are the same, whichever column holds them (so 'rssmra…;' and
 * 'RSSMRA…;not-a-vat' are one row, and so are '07123456787;' and ';07123456787'); the first is loaded,
 * the others counted in `duplicateRecords`.
 */
export function loadRows(text: string): LoadedRows {
  const input = readEnrichmentInput(text, ';');
  const rows: BlacklistRow[] = [];
  const seen = new Set<string>();
  let discardedRecords = 0;
  let duplicateRecords = 0;
  for (const record of input.records) {
    const row = record.unreadable ? undefined : loadedRow(record.cells, input.columns);
    if (!row) {
      discardedRecords += 1;
      continue;
    }
    const key = rowKey(row);
    if (seen.has(key)) {
      duplicateRecords += 1;
      continue;
    }
    seen.add(key);
    rows.push(row);
  }
  return { rows, discardedRecords, duplicateRecords };
}
