import { type CsvSeparator, csvLine, UTF8_BOM } from '../csv';
import type { ChainRow } from '../schemas/monitoring';

/**
 * The columns of 'Verifiche ripetute' as CSV, the same for the selected rows written in the console and
 * the queued export: the chain, its subject, its attempts, flags, who and where, its review.
 */
export const CHAINS_CSV_HEADER = [
  'Catena',
  'Soggetto',
  'Identificativo',
  'Tentativi',
  'Segnalazioni',
  'Ultimo esito',
  'Agenzie',
  'Utenti',
  'Canali',
  'Mercati',
  'Prima verifica',
  'Ultima verifica',
  'Stato esame',
] as const;

export function chainCsvCells(chain: ChainRow): readonly unknown[] {
  return [
    chain.chainId,
    chain.subject,
    chain.identifier,
    chain.attempts,
    chain.flags.join(' '),
    chain.latestTrafficLight,
    chain.agencies.join(' '),
    chain.users.join(' '),
    chain.channels.join(' '),
    chain.markets.join(' '),
    chain.firstAt,
    chain.lastAt,
    chain.reviewStatus,
  ];
}

/** The selected chains as a file: UTF-8 with a BOM for Excel, as every other export. */
export function chainsCsv(chains: readonly ChainRow[], separator: CsvSeparator = ';'): string {
  const lines = chains.map((chain) => csvLine(chainCsvCells(chain), separator));
  return UTF8_BOM + csvLine(CHAINS_CSV_HEADER, separator) + lines.join('');
}
