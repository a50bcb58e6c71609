import type { z } from 'zod';
import { WORKFLOWS, type Workflow } from '../../../shared/enums';
import { percentage } from '../../../shared/percentage';
import type { RequestLogKpiResponseSchema } from '../../../shared/schemas/lists';

export type RequestLogKpi = z.infer<typeof RequestLogKpiResponseSchema>;

/** The slim attributes the request-log KPI reads of each row. */
export const REQUEST_LOG_KPI_ATTRIBUTES = ['mo', 'st', 'wf', 'el'] as const;
export interface KpiRow {
  mo?: string | number;
  st?: string | number;
  wf?: string | number;
  el?: string | number;
  /** Rows this one stands for (grouped rows, daily tallies; `el` is then their sum). Default 1. */
  n?: number;
}

/**
 * The request-log KPIs of spec section 3: per month, checks that succeeded and checks that ended in a
 * technical error (requestStatus ERROR); per workflow, the error percentage, the counts and the mean
 * response time of the successful checks, in milliseconds. `months` is the catalogue, oldest first.
 */
export function requestLogKpi(rows: Iterable<KpiRow>, months: readonly string[]): RequestLogKpi {
  const monthIndex = new Map(months.map((month, index) => [month, index]));
  const seriesSuccess = months.map(() => 0);
  const seriesFailure = months.map(() => 0);
  const perWorkflow = new Map<Workflow, { errors: number; successes: number; elapsedSum: number }>();
  for (const row of rows) {
    const index = monthIndex.get(String(row.mo));
    if (index === undefined) continue;
    const failed = row.st === 'ERROR';
    const rows = row.n ?? 1;
    if (failed) seriesFailure[index] = (seriesFailure[index] ?? 0) + rows;
    else seriesSuccess[index] = (seriesSuccess[index] ?? 0) + rows;
    const workflow = row.wf as Workflow;
    const totals = perWorkflow.get(workflow) ?? { errors: 0, successes: 0, elapsedSum: 0 };
    if (failed) totals.errors += rows;
    else {
      totals.successes += rows;
      totals.elapsedSum += Number(row.el ?? 0);
    }
    perWorkflow.set(workflow, totals);
  }
  const aggregatedData = WORKFLOWS.filter((workflow) => perWorkflow.has(workflow)).map((workflow) => {
    const { errors, successes, elapsedSum } = perWorkflow.get(workflow) as {
      errors: number;
      successes: number;
      elapsedSum: number;
    };
    return {
      workflow,
      errorPercentage: percentage(errors, errors + successes),
      errorsCount: errors,
      successCount: successes,
      successAvgResponseTime: successes === 0 ? 0 : Math.round(elapsedSum / successes),
    };
  });
  return { seriesSuccess, seriesFailure, catalog: [...months], aggregatedData };
}
