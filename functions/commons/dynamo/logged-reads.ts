import { logger } from '../logger';
import { emptyReadStats, type ReadStats } from './read-stats';

/**
 * Runs a call's reads through a reader made for it and logs what they cost (round trips, items,
 * capacity) under `label`: reads per request, measured. `stats` is handed on for the call's other reads.
 */
export async function loggedReads<Reader, T>(
  label: string,
  readerOf: (stats: ReadStats) => Reader,
  work: (reader: Reader, stats: ReadStats) => Promise<T>,
): Promise<T> {
  const stats = emptyReadStats();
  try {
    return await work(readerOf(stats), stats);
  } finally {
    logger.info(label, { reads: stats });
  }
}
