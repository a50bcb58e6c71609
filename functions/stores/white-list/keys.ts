import { romeMonth } from '../../../shared/italian-time';
import type { IndexSpec } from '../../commons/dynamo/query-plan';
import { subjectPk } from '../subjects/keys';

/**
 * The white list in the data table (docs/data-model.md 'White list'):
 * - one entry item per insertion, the list's row and the record of the exemption, keyed by its id and
 *   listed through `gsi1` in month partitions of its insertion, newest first;
 * - one copy per identifier in the subject's partition, what the precheck reads in its BatchGet: the
 *   exemption in force for that identifier (the latest entry inserted with it).
 */

/** An entry by its id: revoke and the copies find it without a query. */
export const whiteListEntryKey = (id: string) => ({ pk: `WHITELIST#${id}`, sk: 'ENTRY' });

/** The list's index: entries by the Italian month of their insertion, newest first. */
export const WHITELIST_INDEX = { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' } as const satisfies IndexSpec;

/** The month partition an entry inserted at `creationDate` is listed in. */
export const whiteListMonthPartition = (month: string) => `WHITELIST#${month}`;

/** An entry's index keys: its month, then its insertion instant and id (unique within the month). */
export const whiteListIndexKeys = (entry: { id: string; creationDate: string }) => ({
  gsi1pk: whiteListMonthPartition(romeMonth(entry.creationDate)),
  gsi1sk: `${entry.creationDate}#${entry.id}`,
});

/** A subject's current white-list entry, in the subject's partition (one copy per identifier). */
export const whiteListKey = (identifier: string) => ({ pk: subjectPk(identifier), sk: 'WHITELIST' });
