import { z } from 'zod';
import { backtestChangeCells, backtestChangeHeader } from '../../../shared/backtest/change-columns';
import { BacktestChangesFiltersSchema } from '../../../shared/schemas/backtest';
import { documentClient } from '../../commons/clients';
import { pageReader } from '../../commons/dynamo/page-reader';
import { tableName } from '../../commons/env';
import { containerBacktestRuns } from '../../stores/backtest/backtest-runs';
import { changeOfItem, changesQuery } from '../../stores/backtest/changes';
import { defineExportSource } from '../export-source';

/** Changes read per page while the file is written. */
const CHUNK = 500;

/** A run's changed checks: the version, the run (a newer run of the version makes an empty file) and optionally transitions. */
export const BacktestExportFiltersSchema = BacktestChangesFiltersSchema.extend({ runId: z.string().uuid() });

/**
 * The BACKTEST export: the checks a finished back-test moved, as CSV. A run too long for its request
 * holds this job PENDING while the back-test queue's worker runs it, and queues it once the run is DONE;
 * a run replaced by a newer one of the version (or not finished) makes an empty file.
 */
export const backtestExport = defineExportSource({
  screen: 'parameters',
  filters: BacktestExportFiltersSchema,
  header: backtestChangeHeader(),
  async *rows(filters) {
    const run = await containerBacktestRuns().read(filters);
    if (!run || run.runId !== filters.runId || run.status !== 'DONE') return;
    const transitions = filters.transitions?.length
      ? run.transitions.filter((transition) => filters.transitions?.includes(transition))
      : run.transitions;
    if (!transitions.length) return;
    const reader = pageReader(documentClient, tableName('data'));
    const query = changesQuery(run.runId, transitions);
    for (let page = await reader.page(query, CHUNK); page.keys.length; ) {
      for (const item of await reader.items(page.keys)) yield backtestChangeCells(changeOfItem(item));
      if (page.keys.length < CHUNK || !page.last) break;
      page = await reader.page(query, CHUNK, { after: page.last });
    }
  },
});
