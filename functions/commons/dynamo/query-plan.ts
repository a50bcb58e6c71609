import type { Condition } from './filter-expression';

/** An index (or the table itself) a list is read through, and the attributes of its keys. */
export interface IndexSpec {
  /** Undefined for the table itself. */
  name: string | undefined;
  partitionKey: string;
  sortKey: string;
}

/**
 * Where a list's rows are: partitions of one index in groups, newest group first. Partitions of a
 * group hold interleaved rows (the shards of a day) and are merged on the index sort key; groups follow
 * each other in time (days, months). Within a group the index sort key must be unique: it orders the
 * merge and it is the position a cursor resumes from (page-cursor.ts).
 */
export interface ListSource {
  index: IndexSpec;
  groups: readonly (readonly string[])[];
  /** Inclusive bounds on the index sort key, for partitions that span more than the range. */
  sortRange?: { from: string; to: string };
  /**
   * The partitions and sort keys are the table's own too (request-log rows: pk = spk, sk = ssk), so a
   * reader of every full item may query the table directly instead of the index and then each key.
   */
  tableKeys?: boolean;
}

/** The plan of a list query: where its rows are and the conditions they meet. */
export interface ListQuery<Name extends string = string> {
  source: ListSource;
  conditions: readonly Condition<Name>[];
}
