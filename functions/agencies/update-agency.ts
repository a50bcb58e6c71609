import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { Refusal } from '../commons/refusal/refusal';
import { agencyChange, shownAgency } from '../stores/agencies/agency-item';
import { containerAgencyStore } from '../stores/agencies/agency-store';

/**
 * PATCH /api/v1/updateAgency: a new name for an existing code (spec section 5: an edit changes the
 * name). An unknown code answers 404 rather than creating it: creating is createAgency's, with its 409.
 * The request log reads names at read time, so its rows show the new name at once.
 */
export const handler = defineHandler(API_ROUTES.updateAgency, async ({ body, caller, audit }) => {
  audit.record({ entityId: body.code });
  const renamed = await containerAgencyStore().rename(body, agencyChange(caller.username));
  if (!renamed) throw new Refusal('AGENCY_NOT_FOUND');
  audit.record({ entityId: body.code, ...renamed });
  return { body: shownAgency(renamed.after) };
});
