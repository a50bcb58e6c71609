import { API_ROUTES } from '../../shared/route-table';
import { logger } from '../commons/logger';
import { deleteBlacklist } from '../stores/black-lists/blacklist-transitions';
import { purgeMessage, sendBlacklistMessage } from '../stores/black-lists/load-message';
import { defineBlacklistTransition } from './blacklist-transition-handler';

/**
 * DELETE /api/v1/deleteBlacklist/{id}: a version being prepared (READY, or DISCARDING after a failed
 * load) discarded. Its members are purged by the worker afterwards: once the head no longer holds the
 * version nothing reads them, so a purge that could not be queued leaves garbage, never a wrong answer.
 */
export const handler = defineBlacklistTransition(API_ROUTES.deleteBlacklist, {
  id: ({ params }) => params.id,
  compute: (head, found, _request, actor) => deleteBlacklist(head, found, actor),
  afterCommit: async (deleted, kind) => {
    try {
      await sendBlacklistMessage(purgeMessage(kind, deleted.membersId));
    } catch (error) {
      logger.error('Purge of a deleted black-list version not queued: its members stay unread', {
        error,
        kind,
        membersId: deleted.membersId,
      });
    }
  },
});
