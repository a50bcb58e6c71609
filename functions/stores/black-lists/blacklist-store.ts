import { BLACKLIST_LIFECYCLE } from '../../../shared/blacklist/blacklist-lifecycle';
import type { BlacklistKind } from '../../../shared/enums';
import type { BlacklistVersion } from '../../../shared/schemas/blacklist';
import { documentClient } from '../../commons/clients';
import { tableName } from '../../commons/env';
import { settlingStore } from '../../commons/versioned/settling-store';
import { dynamoVersionedStore, type VersionedStore } from '../../commons/versioned/versioned-store';
import { settleBlacklist } from './blacklist-transitions';
import { blacklistKeys } from './keys';

/**
 * One black list's versions on the data table. Its head is read settled at `now`: a publication whose
 * midnight has passed is in force (and the version it replaced archived) before anyone reads or changes it.
 */
export const blacklistStore = (
  kind: BlacklistKind,
  now: () => Date = () => new Date(),
): VersionedStore<BlacklistVersion> => {
  const store = dynamoVersionedStore<BlacklistVersion>(documentClient, tableName('data'), blacklistKeys(kind));
  return settlingStore(store, (head) => settleBlacklist(now())(head), BLACKLIST_LIFECYCLE.stale);
};
