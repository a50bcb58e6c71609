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
 * Per catalog month (oldest first): the checks that completed, whatever their traffic light
 * (requestStatus SUCCESS), and those that ended in a technical error (ERROR). A month missing from a
 * series counts 0. Months with no check are zeros, drawn as such; only no month at all is no data.
 */
export function monthlyOutcomes(kpi: RequestLogKpi): { completed: MonthDatum[]; technicalError: MonthDatum[] } {
  return {
    completed: kpi.catalog.map((month, index) => ({ x: month, y: kpi.seriesSuccess[index] ?? 0 })),
    technicalError: kpi.catalog.map((month, index) => ({ x: month, y: kpi.seriesFailure[index] ?? 0 })),
  };
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
 * workflow's colour and the legend names them (drawn stacked: no empty slots beside each bar); the
 * workflow is named by `name` ('EvoPrecheck senza centrale rischi').
 */
export function workflowBars(
  figures: readonly WorkflowFigures[],
  value: (figures: WorkflowFigures) => number,
  name: (workflow: Workflow) => string,
): WorkflowBarSeries[] {
  return figures.map((entry) => ({
    type: 'bar',
    title: name(entry.workflow),
    color: entry.colour,
    data: [{ x: name(entry.workflow), y: value(entry) }],
  }));
}
