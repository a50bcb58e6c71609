import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { Refusal } from '../commons/refusal/refusal';
import { shownAgency } from '../stores/agencies/agency-item';
import { containerAgencyStore } from '../stores/agencies/agency-store';

/**
 * DELETE /api/v1/deleteAgency/{code}: the agency removed, answered as it was. An unknown code answers
 * 404. Request-log rows keep their code: from now on they show no name for it (null), until the code
 * is mapped again.
 */
export const handler = defineHandler(API_ROUTES.deleteAgency, async ({ params, audit }) => {
  audit.record({ entityId: params.code });
  const deleted = await containerAgencyStore().remove(params.code);
  if (!deleted) throw new Refusal('AGENCY_NOT_FOUND');
  audit.record({ entityId: params.code, before: deleted });
  return { body: shownAgency(deleted) };
});
