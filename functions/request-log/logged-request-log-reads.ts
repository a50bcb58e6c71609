import { loggedReads } from '../commons/dynamo/logged-reads';
import type { ReadStats } from '../commons/dynamo/read-stats';
import { containerRequestLogReader, type RequestLogReader } from '../stores/request-log/reader';

/**
 * Runs a list call's reads and logs what they cost (round trips, items, capacity): reads per request,
 * measured. `stats` is handed on for the call's other reads (the agency names of its rows).
 */
export const withReader = <T>(work: (reader: RequestLogReader, stats: ReadStats) => Promise<T>): Promise<T> =>
  loggedReads('request-log reads', containerRequestLogReader, work);
