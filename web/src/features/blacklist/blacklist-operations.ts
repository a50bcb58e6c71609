import { BLACKLIST_LIFECYCLE, type BlacklistAction } from '../../../../shared/blacklist/blacklist-lifecycle';
import type { BlacklistVersion } from '../../../../shared/schemas/blacklist';
import { allowsFrom, refusedToUser as refusedToUserBy } from '../../../../shared/versioned/lifecycle';
import { api } from '../../shared/api';

/** An operation of spec section 4 'Black list version' on one version. */
export interface BlacklistOperation {
  kind: BlacklistAction;
  version: BlacklistVersion;
}

/** The detail's order: the irreversible one first, the one that moves the list forward last. */
const DETAIL_ACTIONS: readonly BlacklistAction[] = ['delete', 'restore', 'publish'];

/** What the detail offers, as the lifecycle the server checks says (shared/blacklist/blacklist-lifecycle.ts). */
export function versionActions(version: BlacklistVersion): readonly BlacklistAction[] {
  return DETAIL_ACTIONS.filter((action) => allowsFrom(BLACKLIST_LIFECYCLE, action, version.status));
}

/** Whether the four-eyes rule keeps `username` from this action on the version (shared/versioned/lifecycle.ts). */
export const refusedToUser = (
  action: BlacklistAction,
  version: BlacklistVersion,
  username: string | undefined,
  fourEyes: boolean,
) => refusedToUserBy(BLACKLIST_LIFECYCLE, action, version, username, fourEyes);

/** Only restoring takes a note (recoverBlacklist: id, note); publish and delete send the id alone. */
export const needsNote = (action: BlacklistAction): boolean => action === 'restore';

/**
 * Download is always offered (spec section 4) for a version that has a file of members: one still
 * loading has none yet, and a failed load has none at all.
 */
export const hasMembersFile = (version: BlacklistVersion): boolean =>
  version.status !== 'LOADING' && version.status !== 'DISCARDING';

export function performOperation({ kind, version }: BlacklistOperation, note: string): Promise<BlacklistVersion> {
  const { id } = version;
  switch (kind) {
    case 'publish':
      return api.call('publishBlacklist', { params: { id } });
    case 'delete':
      return api.call('deleteBlacklist', { params: { id } });
    case 'restore':
      return api.call('recoverBlacklist', { body: { id, note } });
  }
}
