/**
 * Where a versioned entity lives in the data table, from one prefix (e.g. CONFIGURATION#PRECHECK_SAS):
 * the head, each archived version by id, and the history in archive order through gsi1.
 */
export interface VersionedKeys {
  head: { pk: string; sk: string };
  archived(id: string): { pk: string; sk: string };
  historyPartition: string;
  historySort(sequence: number): string;
}

/** Ten digits sort as numbers: a history of more than ten billion versions is not this product's. */
const SEQUENCE_DIGITS = 10;

export function versionedKeys(prefix: string): VersionedKeys {
  return {
    head: { pk: prefix, sk: 'CURRENT' },
    archived: (id) => ({ pk: `${prefix}#VERSION`, sk: id }),
    historyPartition: `${prefix}#ARCHIVED`,
    historySort: (sequence) => String(sequence).padStart(SEQUENCE_DIGITS, '0'),
  };
}

/** An archived version's own item: by id, and in the history in archive order. Idempotent to write. */
export function archivedVersionItem<R extends { id: string }>(keys: VersionedKeys, record: R, sequence: number) {
  return {
    ...keys.archived(record.id),
    gsi1pk: keys.historyPartition,
    gsi1sk: keys.historySort(sequence),
    sequence,
    record,
  };
}
