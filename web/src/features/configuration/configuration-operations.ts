import {
  CONFIGURATION_LIFECYCLE,
  type ConfigurationAction,
} from '../../../../shared/configuration/configuration-lifecycle';
import { CONFIGURATION_CHECK_ID } from '../../../../shared/constants';
import type { Configuration, ConfigurationFile } from '../../../../shared/schemas/configuration';
import { allowsFrom, refusedToUser as refusedToUserBy } from '../../../../shared/versioned/lifecycle';
import { api } from '../../shared/api';

/** The operations of spec section 4 'Configuration status', each with a note. */
export type ConfigurationOperation =
  | { kind: 'update'; version: Configuration; file: ConfigurationFile }
  | { kind: VersionAction; version: Configuration };

/** What the detail's footer offers, by the version's status. */
export type VersionAction = Exclude<ConfigurationAction, 'update'>;

const FOOTER_ACTIONS: readonly VersionAction[] = ['delete', 'publish', 'restore'];

/** The lifecycle the server checks (shared/configuration/configuration-lifecycle.ts) says which. */
export function versionActions(version: Configuration): readonly VersionAction[] {
  return FOOTER_ACTIONS.filter((action) => allowsFrom(CONFIGURATION_LIFECYCLE, action, version.status));
}

/** Whether the four-eyes rule keeps `username` from this action on the version (shared/versioned/lifecycle.ts). */
export const refusedToUser = (
  action: VersionAction,
  version: Configuration,
  username: string | undefined,
  fourEyes: boolean,
) => refusedToUserBy(CONFIGURATION_LIFECYCLE, action, version, username, fourEyes);

/**
 * May the detail edit this version: what the lifecycle lets be updated (UPDATING, CURRENT), CURRENT only
 * while no UPDATING exists (an edit of CURRENT creates it). `updatingTotal` is undefined while the
 * UPDATING cluster is not known: no edit then.
 */
export function isEditable(version: Configuration, updatingTotal: number | undefined): boolean {
  if (!allowsFrom(CONFIGURATION_LIFECYCLE, 'update', version.status)) return false;
  return version.status !== 'CURRENT' || updatingTotal === 0;
}

/** Sends an operation with its note; `version` is the one the user saw, so a stale one answers 409. */
export function performOperation(operation: ConfigurationOperation, note: string): Promise<Configuration> {
  const { id, version } = operation.version;
  switch (operation.kind) {
    case 'update':
      return api.call('updateConfiguration', {
        body: { id, version, note, configurationCheckId: CONFIGURATION_CHECK_ID, configurationFile: operation.file },
      });
    case 'publish':
      return api.call('publishUpdatingConfiguration', {
        body: { id, version, note, configurationCheckId: CONFIGURATION_CHECK_ID },
      });
    case 'restore':
      return api.call('publishArchivedConfiguration', {
        body: { id, version, note, configurationCheckId: CONFIGURATION_CHECK_ID },
      });
    case 'delete':
      return api.call('deleteUpdatingConfiguration', { body: { id, version, note } });
  }
}

/** Two versions of the history in the order a diff reads them: the older first. */
export function olderFirst(pair: readonly [Configuration, Configuration]): [Configuration, Configuration] {
  const [first, second] = pair;
  return inForceFrom(first) <= inForceFrom(second) ? [first, second] : [second, first];
}

const inForceFrom = (version: Configuration) => version.validityStartDate ?? version.updatedAt ?? '';
