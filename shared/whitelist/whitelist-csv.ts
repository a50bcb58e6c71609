import { type CsvSeparator, csvLine, UTF8_BOM } from '../csv';
import { formatDateTime } from '../format/italian-format';
import type { WhitelistSubject } from '../schemas/whitelist';
import { formatExpiry } from './whitelist-insert';

/**
 * The white list as CSV, one definition for both exports: the console's 'Esporta CSV' of the selected
 * rows (written in the browser) and the queued WHITELIST export (written by the export worker), so the
 * two files have the same columns in the same order. Instants read in Italian time, as the list shows them.
 */
const COLUMNS: readonly (readonly [label: string, cell: (subject: WhitelistSubject) => string | null])[] = [
  ['Id', (subject) => subject.id],
  ['Codice fiscale', (subject) => subject.taxCode],
  ['Partita IVA', (subject) => subject.vatRegistrationNo],
  ['Ragione sociale', (subject) => subject.companyName],
  ['Causale', (subject) => subject.reasonDescription],
  ['Data inserimento', (subject) => formatDateTime(subject.creationDate)],
  ['Data fine validità', (subject) => formatExpiry(subject.expiringDate)],
  ['Data revoca', (subject) => formatDateTime(subject.revocationDate)],
  ['Utente inserimento', (subject) => subject.creationUser],
  ['Utente revoca', (subject) => subject.revocationUser],
  ['Note', (subject) => subject.note],
];

export const WHITELIST_CSV_HEADER: readonly string[] = COLUMNS.map(([label]) => label);

/** One entry's cells, in the header's order; what it does not have (no revocation yet) is an empty cell. */
export const whitelistCsvCells = (subject: WhitelistSubject): readonly (string | null)[] =>
  COLUMNS.map(([, cell]) => cell(subject));

/** The selected entries as a file: UTF-8 with a BOM for Excel, as every other export. */
export function whitelistCsv(subjects: readonly WhitelistSubject[], separator: CsvSeparator = ';'): string {
  const lines = subjects.map((subject) => csvLine(whitelistCsvCells(subject), separator));
  return UTF8_BOM + csvLine(WHITELIST_CSV_HEADER, separator) + lines.join('');
}
