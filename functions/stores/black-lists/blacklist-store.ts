import { BLACKLIST_LIFECYCLE } from '../../../shared/blacklist/blacklist-lifecycle';
import { BLACKLIST_KINDS, type BlacklistKind } from '../../../shared/enums';
import type { BlacklistVersion } from '../../../shared/schemas/blacklist';
import { documentClient } from '../../commons/clients';
import { tableName } from '../../commons/env';
import { findOnHead } from '../../commons/versioned/head';
import { settlingStore } from '../../commons/versioned/settling-store';
import { dynamoVersionedStore, type VersionedStore } from '../../commons/versioned/versioned-store';
import { settleBlacklist } from './blacklist-transitions';
import { blacklistKeys } from './keys';

const storedVersions = (kind: BlacklistKind) =>
  dynamoVersionedStore<BlacklistVersion>(documentClient, tableName('data'), blacklistKeys(kind));

/**
 * One black list's versions on the data table. Its head is read settled at `now`: a publication whose
 * midnight has passed is in force (and the version it replaced archived) before anyone reads or changes it.
 */
export const blacklistStore = (
  kind: BlacklistKind,
  now: () => Date = () => new Date(),
): VersionedStore<BlacklistVersion> =>
  settlingStore(storedVersions(kind), (head) => settleBlacklist(now())(head), BLACKLIST_LIFECYCLE.stale);

/**
 * A version by kind and id, read only (no settling write: a version's members do not change when it
 * takes effect). Undefined when the list has no such version.
 */
export async function findBlacklistVersion(kind: BlacklistKind, id: string): Promise<BlacklistVersion | undefined> {
  const store = storedVersions(kind);
  const head = await store.readHead();
  return findOnHead(head, id) ?? (await store.findArchived(id, head));
}

/**
 * Which black list holds the version with this id (the delete, publish and restore calls name only
 * the id): its head, then its history, list by list. Undefined when neither has it.
 */
export async function blacklistKindOf(id: string): Promise<BlacklistKind | undefined> {
  for (const kind of BLACKLIST_KINDS) if (await findBlacklistVersion(kind, id)) return kind;
  return undefined;
}
