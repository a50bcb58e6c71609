import { customerKpiTally } from '../../shared/customers/customer-kpi';
import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerCustomerFigures } from '../stores/customers/customer-figures';
import { customerQuery } from '../stores/customers/list-query';
import { withCustomersReader } from './with-customers-reader';

/**
 * POST /api/v1/customerKpi: the credit KPIs of the customers the list's filters find (the same query,
 * the caller's markets), from the loader's market tallies when the filters allow it, otherwise tallied
 * as the index answers them, and when the loaded figures were computed.
 */
export const handler = defineHandler(API_ROUTES.customerKpi, async ({ body, caller }) => {
  const tally = customerKpiTally(caller.markets);
  const query = customerQuery(body.filters, caller.markets);
  const [, kpiDate] = await withCustomersReader((reader, stats) =>
    Promise.all([containerCustomerFigures(reader, stats).kpi(query, tally), reader.kpiDate()]),
  );
  return { body: tally.result(kpiDate) };
});
