import type { z } from 'zod';
import type { Workflow } from '../../../../shared/enums';
import { millisecondsToSeconds } from '../../../../shared/format/italian-format';
import type { RequestLogKpiResponseSchema } from '../../../../shared/schemas/lists';
import { workflowColour } from '../../shared/charts/chart-colours';

export type RequestLogKpi = z.output<typeof RequestLogKpiResponseSchema>;

export interface MonthDatum {
  x: string;
  y: number;
}

/**
 * Success and technical-error counts per month, one datum per catalog month (oldest first). A month
 * missing from a series counts 0. No series at all when no month has a check: the chart then shows
 * its empty state rather than a row of zero bars.
 */
export function monthlyOutcomes(kpi: RequestLogKpi): { success: MonthDatum[]; failure: MonthDatum[] } {
  const success = kpi.catalog.map((month, index) => ({ x: month, y: kpi.seriesSuccess[index] ?? 0 }));
  const failure = kpi.catalog.map((month, index) => ({ x: month, y: kpi.seriesFailure[index] ?? 0 }));
  const anyCheck = [...success, ...failure].some((datum) => datum.y > 0);
  return anyCheck ? { success, failure } : { success: [], failure: [] };
}

export interface WorkflowFigures {
  workflow: Workflow;
  colour: string;
  successCount: number;
  errorsCount: number;
  errorPercentage: number;
  /** The average response time of the successful checks, in seconds. */
  successAvgResponseSeconds: number;
}

/** One row per workflow that had a check, with its family colour and the time in seconds. */
export function workflowFigures(kpi: RequestLogKpi): WorkflowFigures[] {
  return kpi.aggregatedData
    .filter((entry) => entry.successCount + entry.errorsCount > 0)
    .map((entry) => ({
      workflow: entry.workflow,
      colour: workflowColour(entry.workflow),
      successCount: entry.successCount,
      errorsCount: entry.errorsCount,
      errorPercentage: entry.errorPercentage,
      successAvgResponseSeconds: millisecondsToSeconds(entry.successAvgResponseTime),
    }));
}

export interface WorkflowBarSeries {
  type: 'bar';
  title: string;
  color: string;
  data: MonthDatum[];
}

/**
 * One bar series per workflow with its single value at its own category, so each bar carries its
 * workflow's colour and the legend names them (drawn stacked: no empty slots beside each bar).
 */
export function workflowBars(
  figures: readonly WorkflowFigures[],
  value: (figures: WorkflowFigures) => number,
): WorkflowBarSeries[] {
  return figures.map((entry) => ({
    type: 'bar',
    title: entry.workflow,
    color: entry.colour,
    data: [{ x: entry.workflow, y: value(entry) }],
  }));
}
