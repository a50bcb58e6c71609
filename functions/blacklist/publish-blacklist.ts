import { API_ROUTES } from '../../shared/route-table';
import { publishBlacklist } from '../stores/black-lists/blacklist-transitions';
import { defineBlacklistTransition } from './blacklist-transition-handler';

/** PATCH /api/v1/publishBlacklist/{id}: a READY version in force from the next Italian midnight, by a second administrator. */
export const handler = defineBlacklistTransition(API_ROUTES.publishBlacklist, {
  id: ({ params }) => params.id,
  compute: (head, found, _request, actor) => publishBlacklist(head, found, actor),
});
