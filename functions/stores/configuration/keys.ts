import { versionedKeys } from '../../commons/versioned/versioned-keys';

/** The precheck configuration on the versioned-entity rail (docs/data-model.md). */
export const CONFIGURATION_KEYS = versionedKeys('CONFIGURATION#PRECHECK_SAS');

/** The head of the precheck configuration, the one commit point; its `current` is the CURRENT version. */
export const CURRENT_CONFIGURATION_KEY = CONFIGURATION_KEYS.head;
