import { customerKpiTally } from '../../shared/customers/customer-kpi';
import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { customerQuery } from '../stores/customers/list-query';
import { withCustomersReader } from './with-customers-reader';

/** What the KPIs read of each customer: slim attributes the `customers` index carries. */
const KPI_ATTRIBUTES = ['mk', 'pc', 'di', 'od', 'nd'] as const;

/**
 * POST /api/v1/customerKpi: the credit KPIs of the customers the list's filters find (the same query,
 * the caller's markets), tallied as the index answers them, and when the loaded figures were computed.
 */
export const handler = defineHandler(API_ROUTES.customerKpi, async ({ body, caller }) => {
  const tally = customerKpiTally(caller.markets);
  const query = customerQuery(body.filters, caller.markets);
  const [, kpiDate] = await withCustomersReader((reader) =>
    Promise.all([reader.projectedItems(query, KPI_ATTRIBUTES, tally.add), reader.kpiDate()]),
  );
  return { body: tally.result(kpiDate) };
});
