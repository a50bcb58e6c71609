import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { Refusal } from '../commons/refusal/refusal';
import { agencyChange, shownAgency } from '../stores/agencies/agency-item';
import { containerAgencyStore } from '../stores/agencies/agency-store';

/**
 * POST /api/v1/createAgency: a new code and its name. The code is the key (trimmed and upper-cased by
 * the schema, so 'ag1' and 'AG1' are one code): a code that exists answers 409 and is left as it was.
 */
export const handler = defineHandler(API_ROUTES.createAgency, async ({ body, caller, audit }) => {
  // Named before the write, so a refusal is filed under the code it refused.
  audit.record({ entityId: body.code });
  const created = await containerAgencyStore().create(body, agencyChange(caller.username));
  if (!created) throw new Refusal('AGENCY_CODE_TAKEN');
  audit.record({ entityId: created.code, after: created });
  return { body: shownAgency(created) };
});
