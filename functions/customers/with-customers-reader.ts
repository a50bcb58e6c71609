import { loggedReads } from '../commons/dynamo/logged-reads';
import type { ReadStats } from '../commons/dynamo/read-stats';
import { type CustomersReader, containerCustomersReader } from '../stores/customers/reader';

/** Runs a customers call's reads and logs what they cost, as the dossier lists do. */
export const withCustomersReader = <T>(work: (reader: CustomersReader, stats: ReadStats) => Promise<T>): Promise<T> =>
  loggedReads('customers reads', containerCustomersReader, work);
