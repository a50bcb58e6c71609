import { customerCsv } from '../../shared/customers/customer-csv';
import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { withCustomersReader } from './with-customers-reader';

/**
 * POST /api/v1/exportClientsList: the selected customers (by A_CODICE_CLIENTE) as a CSV file, in the
 * order selected, under the feed's columns. Customers of other markets are left out, as if they did
 * not exist.
 */
export const handler = defineHandler(API_ROUTES.exportClientsList, async ({ body, caller }) => {
  const customers = await withCustomersReader((reader) => reader.byCodes(body.customerCodes, caller.markets));
  return {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    body: customerCsv(customers),
  };
});
