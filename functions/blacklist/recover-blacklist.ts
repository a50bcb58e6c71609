import { API_ROUTES } from '../../shared/route-table';
import { restoreBlacklist } from '../stores/black-lists/blacklist-transitions';
import { defineBlacklistTransition } from './blacklist-transition-handler';

/** PATCH /api/v1/recoverBlacklist: a rollback to an ARCHIVED version (a copy, in force from the next Italian midnight). */
export const handler = defineBlacklistTransition(API_ROUTES.recoverBlacklist, {
  id: ({ body }) => body.id,
  compute: (head, found, { body }, actor, newId) => restoreBlacklist(head, found, body.note.trim(), actor, newId),
});
