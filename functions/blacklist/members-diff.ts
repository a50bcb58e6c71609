import type { BlacklistChanges } from '../../shared/schemas/blacklist';
import { type BlacklistRow, rowKey } from '../stores/black-lists/members';

/**
 * What a load changes against the version in force: rows are compared by their normalised identifiers
 * (rowKey), so a subject whose row changed (a VAT number added) counts as one removed and one added.
 * Each side counts distinct rows, so `added + unchanged` is the new version's loadedRecords.
 * Without a version in force everything is added.
 */
export function membersChanges(
  inForce: { id: string; rows: readonly BlacklistRow[] } | null,
  loaded: readonly BlacklistRow[],
): BlacklistChanges {
  const before = new Set((inForce?.rows ?? []).map(rowKey));
  const after = new Set(loaded.map(rowKey));
  let unchanged = 0;
  for (const key of after) if (before.has(key)) unchanged += 1;
  return {
    comparedWith: inForce?.id ?? null,
    added: after.size - unchanged,
    removed: before.size - unchanged,
    unchanged,
  };
}
