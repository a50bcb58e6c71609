import type { ConfigurationStatus } from '../enums';
import type { Lifecycle } from '../versioned/lifecycle';

export type ConfigurationAction = 'update' | 'publish' | 'restore' | 'delete';

/**
 * Spec section 4 'Configuration status' as data: UPDATING can be edited, deleted and published;
 * CURRENT can be edited (which prepares a new UPDATING) only while none exists; ARCHIVED can be
 * restored. Publishing needs a second person; a restore (a rollback) does not.
 */
export const CONFIGURATION_LIFECYCLE: Lifecycle<ConfigurationStatus, ConfigurationAction> = {
  statuses: { updating: 'UPDATING', current: 'CURRENT', archived: 'ARCHIVED' },
  transitions: {
    update: {
      from: ['UPDATING', 'CURRENT'],
      refusal: 'CONFIGURATION_NOT_EDITABLE',
    },
    publish: {
      from: ['UPDATING'],
      refusal: 'CONFIGURATION_NOT_PUBLISHABLE',
      secondPerson: true,
    },
    restore: {
      from: ['ARCHIVED'],
      refusal: 'CONFIGURATION_NOT_RESTORABLE',
    },
    delete: {
      from: ['UPDATING'],
      refusal: 'CONFIGURATION_NOT_DELETABLE',
    },
  },
  notFound: 'CONFIGURATION_NOT_FOUND',
  stale: 'CONFIGURATION_STALE',
  secondPersonRequired: 'CONFIGURATION_FOUR_EYES_REQUIRED',
};
