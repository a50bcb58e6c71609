import BarChart from '@cloudscape-design/components/bar-chart';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Workflow } from '../../../../shared/enums';
import { formatCount, formatPercent } from '../../../../shared/format/italian-format';
import { ChartBox } from '../../shared/charts/chart-box';
import { OUTCOME_COLOURS } from '../../shared/charts/chart-colours';
import { formatSeconds, formatTick } from '../../shared/charts/chart-format';
import { ChartEmpty, useCartesianChartTexts } from '../../shared/charts/use-chart-texts';
import { seriesValues, ZERO_AXIS_TOPS, zeroValueDomain } from '../../shared/charts/zero-domain';
import { useFilterTexts } from '../../shared/list/filter-texts';
import {
  monthlyOutcomes,
  type RequestLogKpi,
  type WorkflowFigures,
  workflowBars,
  workflowFigures,
} from './request-log-kpi-series';

const CHART_HEIGHT = 240;

/** The request-log KPI charts (spec section 2 'Dossier list', 3 'KPI responses'). Loaded lazily. */
export default function RequestLogKpiCharts({ data }: { data: RequestLogKpi }) {
  const { t } = useTranslation();
  const barTexts = useCartesianChartTexts('bar');
  const outcomes = useMemo(() => monthlyOutcomes(data), [data]);
  const figures = useMemo(() => workflowFigures(data), [data]);
  const workflowName = useWorkflowName();

  // Neutral 'completed' against red 'technical error': a completed check may well be a red light.
  const outcomeSeries =
    data.catalog.length === 0
      ? []
      : [
          {
            type: 'bar' as const,
            title: t('kpi.requestLog.completed'),
            color: OUTCOME_COLOURS.completed,
            data: outcomes.completed,
            valueFormatter: formatCount,
          },
          {
            type: 'bar' as const,
            title: t('kpi.requestLog.technicalError'),
            color: OUTCOME_COLOURS.technicalError,
            data: outcomes.technicalError,
            valueFormatter: formatCount,
          },
        ];
  const errorRateSeries = workflowBars(figures, (entry) => entry.errorPercentage, workflowName).map((series) => ({
    ...series,
    valueFormatter: formatPercent,
  }));
  const responseTimeSeries = workflowBars(figures, (entry) => entry.successAvgResponseSeconds, workflowName).map(
    (series) => ({
      ...series,
      valueFormatter: (seconds: number) => `${formatSeconds(seconds)} s`,
    }),
  );

  return (
    <SpaceBetween size="l">
      <ChartBox title={t('kpi.requestLog.outcomes')} description={t('kpi.requestLog.outcomesDescription')}>
        <BarChart
          {...barTexts}
          data-testid="kpi-outcomes-chart"
          ariaLabel={t('kpi.requestLog.outcomes')}
          ariaDescription={t('kpi.requestLog.outcomesDescription')}
          series={outcomeSeries}
          xDomain={data.catalog}
          yDomain={zeroValueDomain(seriesValues(outcomeSeries), ZERO_AXIS_TOPS.count)}
          xScaleType="categorical"
          xTitle={t('kpi.month')}
          yTitle={t('kpi.requestLog.checks')}
          yTickFormatter={formatTick}
          height={CHART_HEIGHT}
          hideFilter
        />
      </ChartBox>
      <ColumnLayout columns={2}>
        <ChartBox title={t('kpi.requestLog.errorRate')} description={t('kpi.requestLog.errorRateDescription')}>
          <BarChart
            {...barTexts}
            data-testid="kpi-error-rate-chart"
            ariaLabel={t('kpi.requestLog.errorRate')}
            ariaDescription={t('kpi.requestLog.errorRateDescription')}
            series={errorRateSeries}
            xDomain={figures.map((entry) => workflowName(entry.workflow))}
            yDomain={zeroValueDomain(seriesValues(errorRateSeries), ZERO_AXIS_TOPS.percent)}
            xScaleType="categorical"
            stackedBars
            horizontalBars
            xTitle={t('kpi.requestLog.workflow')}
            yTitle={t('kpi.requestLog.percentage')}
            yTickFormatter={formatPercent}
            height={CHART_HEIGHT}
            hideFilter
          />
        </ChartBox>
        <ChartBox title={t('kpi.requestLog.responseTime')} description={t('kpi.requestLog.responseTimeDescription')}>
          <BarChart
            {...barTexts}
            data-testid="kpi-response-time-chart"
            ariaLabel={t('kpi.requestLog.responseTime')}
            ariaDescription={t('kpi.requestLog.responseTimeDescription')}
            series={responseTimeSeries}
            xDomain={figures.map((entry) => workflowName(entry.workflow))}
            yDomain={zeroValueDomain(seriesValues(responseTimeSeries), ZERO_AXIS_TOPS.seconds)}
            xScaleType="categorical"
            stackedBars
            horizontalBars
            xTitle={t('kpi.requestLog.workflow')}
            yTitle={t('kpi.requestLog.seconds')}
            yTickFormatter={formatTick}
            height={CHART_HEIGHT}
            hideFilter
          />
        </ChartBox>
      </ColumnLayout>
      <WorkflowTable figures={figures} />
    </SpaceBetween>
  );
}

/** A workflow by its family's name, as the request log's cells and filter name it. */
function useWorkflowName() {
  const { option } = useFilterTexts();
  return useCallback((workflow: Workflow) => option('workflow', workflow), [option]);
}

function WorkflowTable({ figures }: { figures: readonly WorkflowFigures[] }) {
  const { t } = useTranslation();
  const workflowName = useWorkflowName();
  return (
    <Table
      data-testid="kpi-workflow-table"
      variant="container"
      header={<Header variant="h3">{t('kpi.requestLog.table')}</Header>}
      ariaLabels={{ tableLabel: t('kpi.requestLog.table') }}
      items={figures}
      trackBy="workflow"
      empty={<ChartEmpty />}
      columnDefinitions={[
        {
          id: 'workflow',
          header: t('kpi.requestLog.columns.workflow'),
          cell: (row) => workflowName(row.workflow),
          isRowHeader: true,
        },
        {
          id: 'successCount',
          header: t('kpi.requestLog.columns.completedCount'),
          cell: (row) => formatCount(row.successCount),
        },
        {
          id: 'errorsCount',
          header: t('kpi.requestLog.columns.errorsCount'),
          cell: (row) => formatCount(row.errorsCount),
        },
        {
          id: 'errorPercentage',
          header: t('kpi.requestLog.columns.errorPercentage'),
          cell: (row) => formatPercent(row.errorPercentage),
        },
        {
          id: 'successAvgResponseTime',
          header: t('kpi.requestLog.columns.successAvgResponseTime'),
          cell: (row) => formatSeconds(row.successAvgResponseSeconds),
        },
      ]}
    />
  );
}
