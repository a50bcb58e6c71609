import { REQUEST_LOG_COLUMNS } from '../../shared/request-log/row';
import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerAgencyStore } from '../stores/agencies/agency-store';
import { dossierCsv } from '../stores/request-log/dossier-csv';
import { marketConditions } from '../stores/request-log/list-query';
import { logRowOf } from '../stores/request-log/listed-rows';
import { withReader } from './logged-request-log-reads';

/**
 * POST /api/v1/exportDossierList: the selected rows (by idRequest) as a CSV file, in the order selected,
 * each agency named as the mapping names it now (one BatchGet of the rows' distinct codes), as the list shows.
 */
export const handler = defineHandler(API_ROUTES.exportDossierList, async ({ body, caller }) => {
  const rows = await withReader(async (reader, stats) => {
    // Rows of other markets are left out, as if they did not exist.
    const keys = await reader.keysOfIds(body.customerCodes.map(Number), marketConditions(caller.markets));
    return containerAgencyStore(stats).named((await reader.items(keys)).map(logRowOf));
  });
  return {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    body: dossierCsv(rows, REQUEST_LOG_COLUMNS),
  };
});
