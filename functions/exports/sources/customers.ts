import { CUSTOMER_CSV_HEADER, customerCsvCells } from '../../../shared/customers/customer-csv';
import { CustomerFiltersSchema } from '../../../shared/schemas/customers';
import { customerOf } from '../../stores/customers/items';
import { customerQuery } from '../../stores/customers/list-query';
import { containerCustomersReader } from '../../stores/customers/reader';
import { defineExportSource } from '../export-source';

/**
 * The customers list (Vista Clienti): the same query, filters and market scope as POST clientsList,
 * the columns of the selected customers' CSV (shared/customers/customer-csv.ts).
 */
export const customerExport = defineExportSource({
  screen: 'clientsList',
  filters: CustomerFiltersSchema,
  header: CUSTOMER_CSV_HEADER,
  async *rows(filters, { markets }) {
    for await (const item of containerCustomersReader().streamItems(customerQuery(filters, markets))) {
      yield customerCsvCells(customerOf(item));
    }
  },
});
