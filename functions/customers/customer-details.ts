import { customerIdentifiers } from '../../shared/customers/customer-fields';
import { API_ROUTES } from '../../shared/route-table';
import { CUSTOMER_CHECKS_SHOWN, CustomerWhiteListSchema } from '../../shared/schemas/customers';
import { documentClient } from '../commons/clients';
import { loggedReads } from '../commons/dynamo/logged-reads';
import { tableName } from '../commons/env';
import { defineHandler } from '../commons/http/define-handler';
import { notFound } from '../commons/http/http-error';
import { blacklistListing } from '../stores/precheck-facts/dynamo-precheck-facts';
import { marketConditions } from '../stores/request-log/list-query';
import { logRowOf } from '../stores/request-log/listed-rows';
import { containerRequestLogReader } from '../stores/request-log/reader';
import { containerWhiteListStore } from '../stores/white-list/container-white-list';
import { withCustomersReader } from './with-customers-reader';

/**
 * GET /api/v1/customerDetails/{customerCode}: the customer's page. A customer of another market does
 * not exist for the caller (404, as an unknown code). Beside the customer: its newest checks in the
 * request log (of the caller's markets), the white-list entry a check of it judges by, and whether the
 * black lists in force list it, each read as the precheck reads it.
 */
export const handler = defineHandler(API_ROUTES.customerDetails, async ({ params, caller }) => {
  const [customer] = await withCustomersReader((reader) => reader.byCodes([params.customerCode], caller.markets));
  if (!customer) throw notFound();
  const identifiers = customerIdentifiers(customer);
  const [checks, whiteList, blackLists] = await Promise.all([
    loggedReads('request-log reads', containerRequestLogReader, (reader) =>
      reader.latestOfSubject(identifiers, marketConditions(caller.markets), CUSTOMER_CHECKS_SHOWN),
    ),
    containerWhiteListStore().entryOfSubject(identifiers),
    blacklistListing(documentClient, tableName('data'), identifiers, new Date()),
  ]);
  // The entry's standing only: its notes and users are the white list's roles' (CustomerWhiteListSchema).
  const standing = whiteList && CustomerWhiteListSchema.parse(whiteList);
  return { body: { customer, checks: checks.map(logRowOf), whiteList: standing ?? null, blackLists } };
});
