import { API_ROUTES } from '../../shared/route-table';
import { italianToday } from '../../shared/validators/ranges';
import { listPage } from '../commons/dynamo/list-page';
import { defineHandler } from '../commons/http/define-handler';
import { containerWhiteListReader } from '../stores/white-list/container-white-list';
import { subjectOfEntry } from '../stores/white-list/entry-items';
import { whitelistQuery } from '../stores/white-list/list-query';

/**
 * POST /api/v1/getWhitelist: the white list, newest insertion first, 50 a page, with the total and the
 * next page's cursor (functions/commons/dynamo/list-page.ts). Its rows are the entries themselves, under
 * `whitelists` as the spec names the field.
 */
export const handler = defineHandler(API_ROUTES.getWhitelist, async ({ body }) => {
  const query = whitelistQuery(body.filters, italianToday());
  const { rows, total, cursor } = await listPage(containerWhiteListReader(), query, body, subjectOfEntry);
  // JSON leaves an undefined cursor out: the last page answers none.
  return { body: { whitelists: rows.map((row) => row.jsonValue), total, cursor } };
});
