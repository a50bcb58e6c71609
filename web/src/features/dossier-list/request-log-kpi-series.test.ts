import { describe, expect, it } from 'vitest';
import { monthlyOutcomes, type RequestLogKpi, workflowBars, workflowFigures } from './request-log-kpi-series';

const kpi = (parts: Partial<RequestLogKpi>): RequestLogKpi => ({
  catalog: [],
  seriesSuccess: [],
  seriesFailure: [],
  aggregatedData: [],
  ...parts,
});

/** One datum per month: months(['2026-01', '2026-02'], [5, 0]). */
const months = (catalog: string[], counts: number[]) => catalog.map((x, index) => ({ x, y: counts[index] }));

describe('monthly outcomes', () => {
  it.each([
    {
      case: 'one datum per month, oldest first',
      input: kpi({ catalog: ['2025-11', '2025-12'], seriesSuccess: [10, 20], seriesFailure: [1, 0] }),
      completed: months(['2025-11', '2025-12'], [10, 20]),
      technicalError: months(['2025-11', '2025-12'], [1, 0]),
    },
    {
      case: 'a month missing from a series counts 0',
      input: kpi({ catalog: ['2026-01', '2026-02'], seriesSuccess: [5], seriesFailure: [] }),
      completed: months(['2026-01', '2026-02'], [5, 0]),
      technicalError: months(['2026-01', '2026-02'], [0, 0]),
    },
    {
      case: 'months with no check at all are zeros, drawn as such',
      input: kpi({ catalog: ['2026-01', '2026-02'], seriesSuccess: [0, 0], seriesFailure: [0, 0] }),
      completed: months(['2026-01', '2026-02'], [0, 0]),
      technicalError: months(['2026-01', '2026-02'], [0, 0]),
    },
    { case: 'no months: no data', input: kpi({}), completed: [], technicalError: [] },
  ])('$case', ({ input, completed, technicalError }) => {
    expect(monthlyOutcomes(input)).toEqual({ completed, technicalError });
  });
});

describe('workflow figures', () => {
  it('gives each workflow its family colour and its time in seconds', () => {
    const figures = workflowFigures(
      kpi({
        aggregatedData: [
          { workflow: 'FULLCHECK', errorPercentage: 10, errorsCount: 1, successCount: 9, successAvgResponseTime: 1250 },
          {
            workflow: 'FULLCHECK_NOSIC',
            errorPercentage: 0,
            errorsCount: 0,
            successCount: 4,
            successAvgResponseTime: 800,
          },
          {
            workflow: 'EVOPRECHECK',
            errorPercentage: 25.5,
            errorsCount: 51,
            successCount: 149,
            successAvgResponseTime: 2345.6,
          },
        ],
      }),
    );
    expect(figures).toEqual([
      {
        workflow: 'FULLCHECK',
        colour: '#0972d3',
        successCount: 9,
        errorsCount: 1,
        errorPercentage: 10,
        successAvgResponseSeconds: 1.25,
      },
      {
        workflow: 'FULLCHECK_NOSIC',
        colour: '#7fb2ea',
        successCount: 4,
        errorsCount: 0,
        errorPercentage: 0,
        successAvgResponseSeconds: 0.8,
      },
      {
        workflow: 'EVOPRECHECK',
        colour: '#8c5a2e',
        successCount: 149,
        errorsCount: 51,
        errorPercentage: 25.5,
        successAvgResponseSeconds: 2.346,
      },
    ]);
  });

  it('leaves out a workflow with no check', () => {
    const figures = workflowFigures(
      kpi({
        aggregatedData: [
          { workflow: 'PRECHECK', errorPercentage: 0, errorsCount: 0, successCount: 0, successAvgResponseTime: 0 },
        ],
      }),
    );
    expect(figures).toEqual([]);
  });

  it('draws one coloured bar series per workflow, its value at its own category', () => {
    const figures = workflowFigures(
      kpi({
        aggregatedData: [
          { workflow: 'PRECHECK', errorPercentage: 5, errorsCount: 1, successCount: 19, successAvgResponseTime: 100 },
          {
            workflow: 'BUSINESSDECISION',
            errorPercentage: 50,
            errorsCount: 2,
            successCount: 2,
            successAvgResponseTime: 3000,
          },
        ],
      }),
    );
    const name = (workflow: string) => `«${workflow.toLowerCase()}»`;
    expect(workflowBars(figures, (entry) => entry.errorPercentage, name)).toEqual([
      { type: 'bar', title: '«precheck»', color: '#1d8102', data: [{ x: '«precheck»', y: 5 }] },
      { type: 'bar', title: '«businessdecision»', color: '#d13212', data: [{ x: '«businessdecision»', y: 50 }] },
    ]);
  });
});
