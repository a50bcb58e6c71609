import { validatePersonalTaxCode, validateTaxCode } from '../validators/tax-code';
import { validateVatNumber } from '../validators/vat-number';

/**
 * Which cells of an enrichment row name the subject: the identifier rule.
 *
 * 1. A header naming the columns ('Codice fiscale', 'CF', 'Partita IVA', 'P.IVA', 'taxCode',
 *    'vatRegistrationNo', A_CODICE_FISCALE…) decides: the tax code is read from its column (11 or 16
 *    characters), the VAT number from its own; either may be empty, not both.
 * 2. Otherwise each row is scanned: the first cell shaped like a person's tax code (16 characters,
 *    letters and digits where the code has them, omocodia included) is the tax code, the first cell of
 *    11 digits (an 'IT' prefix allowed) the VAT number or legal person's tax code.
 * 3. A row with nothing shaped like an identifier but a single non-blank cell: that cell is taken as
 *    the tax code, so a one-column file with a typo reads 'Deve essere di 11 o 16 caratteri' rather
 *    than 'not found'.
 * Every identifier found is validated with the product's validators; a subject is enriched only when
 * all of them are valid, otherwise the row says why in its error column.
 */

/** A person's tax code as laid out (surname, name, year, month letter, day, place, check letter). */
const PERSONAL_SHAPE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
const ELEVEN_DIGITS = /^(?:IT)?([0-9]{11})$/;

const normalized = (cell: string) => cell.trim().toUpperCase().replace(/\s+/g, '');

export const NO_IDENTIFIER = 'Nessun codice fiscale o partita IVA riconoscibile nella riga.';
export const MISSING_IDENTIFIER = 'Codice fiscale e partita IVA assenti.';

/** Header labels, compared lowercased with everything but letters and digits removed. */
const TAX_CODE_LABELS = new Set(['codicefiscale', 'cf', 'taxcode', 'acodicefiscale', 'codfiscale', 'codfisc']);
const VAT_LABELS = new Set(['partitaiva', 'piva', 'vat', 'vatnumber', 'vatregistrationno', 'apartitaiva']);

const labelKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Where the identifiers are, when a header names them. */
export interface IdentifierColumns {
  taxCode?: number;
  vatNumber?: number;
}

/** The identifier columns a header names; undefined when it names none. */
export function identifierColumns(header: readonly string[]): IdentifierColumns | undefined {
  const taxCode = header.findIndex((cell) => TAX_CODE_LABELS.has(labelKey(cell)));
  const vatNumber = header.findIndex((cell) => VAT_LABELS.has(labelKey(cell)));
  if (taxCode < 0 && vatNumber < 0) return undefined;
  return { ...(taxCode >= 0 && { taxCode }), ...(vatNumber >= 0 && { vatNumber }) };
}

const looksLikeIdentifier = (cell: string) => {
  const value = normalized(cell);
  return PERSONAL_SHAPE.test(value) || ELEVEN_DIGITS.test(value);
};

/**
 * Whether the first record of a file is its header: it names an identifier column, or it holds
 * nothing shaped like an identifier and no digit at all (a data row with a mistyped code still has
 * digits, so it stays a record).
 */
export function isHeader(cells: readonly string[]): boolean {
  if (identifierColumns(cells)) return true;
  return !cells.some(looksLikeIdentifier) && !cells.some((cell) => /[0-9]/.test(cell));
}

export interface SubjectIdentifiers {
  /** A person's (16) or legal person's (11) tax code, upper-cased. */
  taxCode: string | null;
  vatNumber: string | null;
  /** Why the subject cannot be enriched; null when every identifier found is valid. */
  error: string | null;
}

const withoutItPrefix = (value: string) => value.match(ELEVEN_DIGITS)?.[1] ?? value;

/** The subject of one row, with the first validation failure of its identifiers. */
export function subjectIdentifiers(cells: readonly string[], columns?: IdentifierColumns): SubjectIdentifiers {
  const found = columns ? fromColumns(cells, columns) : scanned(cells);
  if (!found.taxCode && !found.vatNumber) {
    return { taxCode: null, vatNumber: null, error: columns ? MISSING_IDENTIFIER : NO_IDENTIFIER };
  }
  // The message names the value it is about, so a row holding both codes says which one is wrong.
  const taxCodeError = found.taxCode && validateTaxCode(found.taxCode);
  const vatError = found.vatNumber && validateVatNumber(found.vatNumber);
  const error = taxCodeError
    ? `Codice fiscale ${found.taxCode}: ${taxCodeError}`
    : vatError
      ? `Partita IVA ${found.vatNumber}: ${vatError}`
      : null;
  return { ...found, error };
}

function fromColumns(cells: readonly string[], columns: IdentifierColumns) {
  const at = (index: number | undefined) => (index === undefined ? '' : normalized(cells[index] ?? ''));
  const taxCode = at(columns.taxCode);
  const vatNumber = withoutItPrefix(at(columns.vatNumber));
  return { taxCode: taxCode || null, vatNumber: vatNumber || null };
}

function scanned(cells: readonly string[]) {
  const values = cells.map(normalized);
  const taxCode = values.find((value) => PERSONAL_SHAPE.test(value)) ?? null;
  const vatNumber = values.map((value) => value.match(ELEVEN_DIGITS)?.[1]).find(Boolean) ?? null;
  if (taxCode || vatNumber) return { taxCode, vatNumber };
  const filled = values.filter(Boolean);
  return { taxCode: filled.length === 1 ? (filled[0] as string) : null, vatNumber: null };
}

/** A person (16-character tax code) is PF; a subject known by 11-digit codes only is PG. */
export const isPerson = (taxCode: string | null) => taxCode !== null && validatePersonalTaxCode(taxCode) === undefined;
