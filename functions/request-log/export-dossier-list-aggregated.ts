import { AGGREGATED_COLUMNS } from '../../shared/request-log/row';
import type { Market } from '../../shared/roles';
import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { dossierCsv } from '../stores/request-log/dossier-csv';
import { aggregatePartition, shardOfText } from '../stores/request-log/keys';
import { aggregatedRowOf } from '../stores/request-log/listed-rows';
import { withReader } from './logged-request-log-reads';

/** `YYYY-MM:<subject>` to the aggregate's table key. */
function aggregateKeyOf(code: string) {
  const [month, subject] = code.split(':') as [string, string];
  return { pk: aggregatePartition(month, shardOfText(subject)), sk: subject };
}

/** POST /api/v1/exportdossierListAggregated: the selected aggregated rows as a CSV file. */
export const handler = defineHandler(API_ROUTES.exportDossierListAggregated, async ({ body, caller }) => {
  const items = await withReader((reader) => reader.items([...new Set(body.customerCodes)].map(aggregateKeyOf)));
  // Rows of other markets are left out, as if they did not exist.
  const visible = items.filter((item) => caller.markets.includes(item.mk as Market));
  return {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    body: dossierCsv(visible.map(aggregatedRowOf), AGGREGATED_COLUMNS),
  };
});
