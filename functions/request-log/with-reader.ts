import { documentClient } from '../commons/clients';
import { tableName } from '../commons/env';
import { logger } from '../commons/logger';
import { type RequestLogReader, requestLogReader } from './store/dynamo-reader';
import { emptyReadStats } from './store/read-stats';

/** Runs a list call's reads and logs what they cost (round trips, items, capacity): reads per request, measured. */
export async function withReader<T>(work: (reader: RequestLogReader) => Promise<T>): Promise<T> {
  const stats = emptyReadStats();
  try {
    return await work(requestLogReader(documentClient, tableName('requestLog'), stats));
  } finally {
    logger.info('request-log reads', { reads: stats });
  }
}
