import { DEFAULT_INVOICED_RANGE } from '../../shared/customers/invoiced-range';
import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { withCustomersReader } from './with-customers-reader';

/**
 * GET /api/v1/invoicedRangeLimits: the span of the list's invoiced slider over the caller's markets, as
 * the loads have widened it; the spec's default for a bound no load of those markets has recorded yet.
 */
export const handler = defineHandler(API_ROUTES.invoicedRangeLimits, async ({ caller }) => ({
  body: {
    ...DEFAULT_INVOICED_RANGE,
    ...(await withCustomersReader((reader) => reader.invoicedRange(caller.markets))),
  },
}));
