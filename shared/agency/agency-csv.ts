import { type CsvSeparator, csvLine, UTF8_BOM } from '../csv';
import type { Agency } from '../schemas/agency';

/**
 * The agency mapping as CSV, one definition for both exports: the console's 'Esporta CSV' of the
 * selected rows (written in the browser) and the queued AGENCY export (written by the export worker),
 * so the two files have the same columns in the same order.
 */
export const AGENCY_CSV_HEADER = ['Codice agenzia', 'Nome agenzia'] as const;

/** One agency's cells, in the header's order. */
export const agencyCsvCells = (agency: Agency): readonly string[] => [agency.code, agency.name];

/** The selected agencies as a file: UTF-8 with a BOM for Excel, as every other export. */
export function agencyCsv(agencies: readonly Agency[], separator: CsvSeparator = ';'): string {
  const lines = agencies.map((agency) => csvLine(agencyCsvCells(agency), separator));
  return UTF8_BOM + csvLine(AGENCY_CSV_HEADER, separator) + lines.join('');
}
