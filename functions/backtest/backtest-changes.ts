import { API_ROUTES } from '../../shared/route-table';
import { documentClient } from '../commons/clients';
import { listPage } from '../commons/dynamo/list-page';
import { pageReader } from '../commons/dynamo/page-reader';
import { tableName } from '../commons/env';
import { defineHandler } from '../commons/http/define-handler';
import { invalidCursor } from '../commons/http/http-error';
import { containerBacktestRuns } from '../stores/backtest/backtest-runs';
import { changeOfItem, changesQuery } from '../stores/backtest/changes';

/**
 * POST /api/v1/backtestChanges: the checks the latest finished back-test of a version moved,
 * newest first, on the list rail (a page and the count, then pages by cursor), narrowed to transitions.
 * No finished run: an empty list (and a cursor, which none of its pages handed out, is refused).
 */
export const handler = defineHandler(API_ROUTES.backtestChanges, async ({ body }) => {
  const { filters } = body;
  const run = await containerBacktestRuns().read(filters);
  const transitions = (run?.status === 'DONE' ? run.transitions : []).filter(
    (transition) => !filters.transitions?.length || filters.transitions.includes(transition),
  );
  if (!run || transitions.length === 0) {
    if (body.cursor !== undefined) throw invalidCursor();
    return { body: { changes: [], total: 0 } };
  }
  const page = await listPage(
    pageReader(documentClient, tableName('data')),
    changesQuery(run.runId, transitions),
    body,
    changeOfItem,
  );
  return { body: { changes: page.rows, total: page.total, cursor: page.cursor } };
});
