import type { BlacklistStatus } from '../enums';
import { refusalText } from '../refusals';
import type { Lifecycle } from '../versioned/lifecycle';

export type BlacklistAction = 'publish' | 'restore' | 'delete';

/**
 * Spec section 4 'Black list version' as data: READY or DISCARDING can be deleted; READY can be
 * published; ARCHIVED can be restored (with a note); download is always available (not a transition).
 * Publishing needs a second administrator (four-eyes, the configuration's rule and setting); a restore
 * (a rollback) does not. Both take effect at the next Italian midnight (docs/versioned-entities.md).
 */
export const BLACKLIST_LIFECYCLE: Lifecycle<BlacklistStatus, BlacklistAction> = {
  statuses: { updating: 'READY', current: 'ACTIVE', archived: 'ARCHIVED' },
  transitions: {
    publish: {
      from: ['READY'],
      refusal: 'BLACKLIST_NOT_PUBLISHABLE',
      secondPerson: true,
    },
    restore: {
      from: ['ARCHIVED'],
      refusal: 'BLACKLIST_NOT_RESTORABLE',
    },
    delete: {
      from: ['READY', 'DISCARDING'],
      refusal: 'BLACKLIST_NOT_DELETABLE',
    },
  },
  notFound: 'BLACKLIST_NOT_FOUND',
  stale: 'BLACKLIST_STALE',
  secondPersonRequired: 'BLACKLIST_FOUR_EYES_REQUIRED',
};

/** One version is prepared at a time: a second upload waits until the first is published or deleted. */
export const BLACKLIST_UPDATING_EXISTS = refusalText('BLACKLIST_ALREADY_PREPARED');
