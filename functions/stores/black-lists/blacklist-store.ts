import { BLACKLIST_LIFECYCLE } from '../../../shared/blacklist/blacklist-lifecycle';
import { BLACKLIST_KINDS, type BlacklistKind } from '../../../shared/enums';
import type { BlacklistVersion } from '../../../shared/schemas/blacklist';
import { recordSystemChange } from '../../commons/audit/system-change';
import { documentClient } from '../../commons/clients';
import { tableName } from '../../commons/env';
import { findOnHead, type Head } from '../../commons/versioned/head';
import { settledView, settlingStore } from '../../commons/versioned/settling-store';
import { dynamoVersionedStore, type VersionedStore } from '../../commons/versioned/versioned-store';
import { settleBlacklist, switchChange } from './blacklist-transitions';
import { blacklistKeys } from './keys';

const storedVersions = (kind: BlacklistKind) =>
  dynamoVersionedStore<BlacklistVersion>(documentClient, tableName('data'), blacklistKeys(kind));

/** The midnight switch, committed: the audit trail's SYSTEM record of it (docs/audit.md). */
const auditSwitch = (kind: BlacklistKind) => (before: Head<BlacklistVersion>, after: Head<BlacklistVersion>) =>
  recordSystemChange(switchChange(kind, before, after));

/**
 * One black list's versions on the data table, for those who change them: the transitions, the load
 * worker and the scheduled midnight switch. Its head is read settled at `now`: a publication whose
 * midnight has passed is committed in force (and the version it replaced archived, audited as SYSTEM)
 * before anything else is changed. Usually the scheduled switch has done it already.
 */
export const blacklistStore = (
  kind: BlacklistKind,
  now: () => Date = () => new Date(),
): VersionedStore<BlacklistVersion> =>
  settlingStore(
    storedVersions(kind),
    (head) => settleBlacklist(now())(head),
    BLACKLIST_LIFECYCLE.stale,
    auditSwitch(kind),
  );

/**
 * One black list's versions as they are in force at `now`, read only: a publication whose midnight has
 * passed is shown ACTIVE (and the one it replaced in the history) whether or not the switch has been
 * committed yet, and nothing is written. What the list GET reads: it holds no write right.
 */
export const blacklistReader = (
  kind: BlacklistKind,
  now: () => Date = () => new Date(),
): Pick<VersionedStore<BlacklistVersion>, 'readHead' | 'archivedPage'> => {
  const store = storedVersions(kind);
  return {
    readHead: async () => settledView(await store.readHead(), settleBlacklist(now())),
    archivedPage: store.archivedPage,
  };
};

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
