import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerAgencyStore } from '../stores/agencies/agency-store';

/**
 * POST /api/v1/retrieveAgencies: the mapping, newest first, 50 a page, filtered by a part of the code
 * or the name (case and accents ignored), with the total and the next page's cursor.
 */
export const handler = defineHandler(API_ROUTES.retrieveAgencies, async ({ body }) => {
  const { rows, total, cursor } = await containerAgencyStore().page(body.filters, body);
  // JSON leaves an undefined cursor out: the last page answers none.
  return { body: { agencies: rows.map((row) => row.jsonValue), total, cursor } };
});
