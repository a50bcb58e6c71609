import { isAuditAction } from '../../shared/audit-actions';
import { API_ROUTES } from '../../shared/route-table';
import { type AuditFilters, UNKNOWN_ACTION } from '../../shared/schemas/audit';
import { italianToday } from '../../shared/validators/ranges';
import { containerAuditList } from '../commons/audit/audit-list';
import { defineHandler } from '../commons/http/define-handler';
import { HttpError } from '../commons/http/http-error';

/** An action no record can hold is a filter value the list does not know: 400 at the field, as the schema's. */
function refuseUnknownActions(filters: AuditFilters) {
  const unknown = (filters.action ?? []).findIndex((action) => !isAuditAction(action));
  if (unknown === -1) return;
  throw new HttpError('VALIDATION_ERROR', undefined, [
    { code: 'VALIDATION_ERROR', field: `filters.action.${unknown}`, description: UNKNOWN_ACTION },
  ]);
}

/**
 * POST /api/v1/auditTrail: 'Registro modifiche', the audit trail newest first, 50 a page by cursor with
 * one count per search, filtered by dates (by default the last seven days), user, kind and id of the
 * entity, action and outcome (docs/audit.md 'Reading the trail'). The only route that reads the table.
 */
export const handler = defineHandler(API_ROUTES.auditTrail, async ({ body }) => {
  refuseUnknownActions(body.filters);
  const { rows, total, cursor } = await containerAuditList().page(body.filters, italianToday(), body);
  return { body: { records: rows, total, cursor } };
});
