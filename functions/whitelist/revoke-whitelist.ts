import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerWhiteListStore } from '../stores/white-list/container-white-list';

/**
 * PATCH /api/v1/revokeWhitelist/{id}: stops an exemption now, irreversibly. An id that is not an
 * entry's: 404; an entry revoked already: 409. The audit record holds the entry before and after.
 */
export const handler = defineHandler(API_ROUTES.revokeWhitelist, async ({ params, caller, audit }) => {
  const { before, after } = await containerWhiteListStore().revoke(params.id, caller.username, new Date());
  audit.record({ entityId: after.id, before, after });
  return { body: after };
});
