import { emptyReadStats, type ReadStats } from '../commons/dynamo/read-stats';
import { logger } from '../commons/logger';
import { containerRequestLogReader, type RequestLogReader } from '../stores/request-log/reader';

/**
 * Runs a list call's reads and logs what they cost (round trips, items, capacity): reads per request,
 * measured. `stats` is handed on for the call's other reads (the agency names of its rows).
 */
export async function withReader<T>(work: (reader: RequestLogReader, stats: ReadStats) => Promise<T>): Promise<T> {
  const stats = emptyReadStats();
  try {
    return await work(containerRequestLogReader(stats), stats);
  } finally {
    logger.info('request-log reads', { reads: stats });
  }
}
