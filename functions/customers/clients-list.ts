import { API_ROUTES } from '../../shared/route-table';
import { listPage } from '../commons/dynamo/list-page';
import { defineHandler } from '../commons/http/define-handler';
import { containerCustomerFigures } from '../stores/customers/customer-figures';
import { customerOf } from '../stores/customers/items';
import { customerQuery } from '../stores/customers/list-query';
import { withCustomersReader } from './with-customers-reader';

/**
 * POST /api/v1/clientsList: the customers list (Vista Clienti), largest overdue first, 50 a page, with
 * the total (the loader's market tallies when the filters allow it) and the next page's cursor, over the
 * caller's markets only (docs/data-model.md 'Customers').
 */
export const handler = defineHandler(API_ROUTES.clientsList, async ({ body, caller }) => {
  const query = customerQuery(body.filters, caller.markets);
  const { rows, total, cursor } = await withCustomersReader((reader, stats) => {
    const figures = containerCustomerFigures(reader, stats);
    return listPage({ ...reader, count: figures.count }, query, body, customerOf);
  });
  // JSON leaves an undefined cursor out: the last page answers none.
  return { body: { customers: rows, total, cursor } };
});
