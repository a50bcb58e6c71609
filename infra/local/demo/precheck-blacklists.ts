import { EMPTY_HEAD } from '../../../functions/commons/versioned/head';
import { archivedVersionItem } from '../../../functions/commons/versioned/versioned-keys';
import {
  type BlacklistHead,
  loadedBlacklist,
  publishBlacklist,
  settleBlacklist,
  uploadBlacklist,
  uploadedVersion,
} from '../../../functions/stores/black-lists/blacklist-transitions';
import { blacklistKeys } from '../../../functions/stores/black-lists/keys';
import type { BlacklistRow } from '../../../functions/stores/black-lists/members';
import type { BlacklistKind } from '../../../shared/enums';
import { nextRomeMidnight } from '../../../shared/italian-time';
import type { BlacklistChanges } from '../../../shared/schemas/blacklist';

/** One load of a black list as the demo tells it: who uploaded it and when, who published it and when, what it listed. */
export interface DemoLoad {
  /** A version id as newVersionId makes them (the upload's instant, then 8 hex digits), fixed. */
  id: string;
  filename: string;
  note: string | null;
  uploadedBy: string;
  uploadedAt: string;
  publishedBy: string;
  publishedAt: string;
  rows: readonly BlacklistRow[];
  discardedRecords: number;
}

/** What a load changes against the version in force before it (functions/blacklist/members-diff.ts). */
export type ChangesOf = (
  inForce: { id: string; rows: readonly BlacklistRow[] } | null,
  loaded: readonly BlacklistRow[],
) => BlacklistChanges;

const must = <T>(value: T | null, what: string): T => {
  if (value === null) throw new Error(`Demo black list: ${what}`);
  return value;
};

/**
 * The items of a black list whose `loads` (oldest first) were each uploaded, loaded, published by a
 * second administrator and put in force at the next Italian midnight, by the rail's own transitions:
 * the head, with the last load ACTIVE, and each earlier one ARCHIVED in the history when the next took
 * its place. The versions hold exactly what the product would have written.
 */
export function blacklistVersionItems(
  kind: BlacklistKind,
  loads: readonly DemoLoad[],
  changesOf: ChangesOf,
): Record<string, unknown>[] {
  const keys = blacklistKeys(kind);
  const history: Record<string, unknown>[] = [];
  let head = EMPTY_HEAD as BlacklistHead;
  let inForce: DemoLoad | null = null;
  for (const load of loads) {
    const uploader = { username: load.uploadedBy, at: load.uploadedAt, fourEyes: true };
    const upload = { filename: load.filename, note: load.note };
    head = uploadBlacklist(head, uploadedVersion(kind, load.id, upload, uploader)).next;
    const changes = changesOf(inForce && { id: inForce.id, rows: inForce.rows }, load.rows);
    const outcome = { loadedRecords: load.rows.length, discardedRecords: load.discardedRecords, changes };
    head = must(loadedBlacklist(head, load.id, outcome, load.uploadedAt), 'not loaded').next;
    const ready = must(head.updating, 'not ready');
    head = publishBlacklist(head, ready, { username: load.publishedBy, at: load.publishedAt, fourEyes: true }).next;
    head = must(settleBlacklist(new Date(nextRomeMidnight(load.publishedAt)))(head), 'not in force');
    if (head.lastArchived && head.lastArchivedSequence) {
      history.push(archivedVersionItem(keys, head.lastArchived, head.lastArchivedSequence));
    }
    inForce = load;
  }
  return [{ ...keys.head, ...head }, ...history];
}
