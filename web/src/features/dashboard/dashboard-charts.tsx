import BarChart from '@cloudscape-design/components/bar-chart';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import LineChart from '@cloudscape-design/components/line-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate, formatDateTime, formatPercent } from '../../../../shared/format/italian-format';
import type { DashboardResponse } from '../../../../shared/schemas/dashboard';
import { ChartBox } from '../../shared/charts/chart-box';
import { categoricalColour, OUTCOME_COLOURS, TRAFFIC_LIGHT_RED } from '../../shared/charts/chart-colours';
import { formatTick } from '../../shared/charts/chart-format';
import { ChartEmpty, useCartesianChartTexts } from '../../shared/charts/use-chart-texts';
import { seriesValues, ZERO_AXIS_TOPS, zeroValueDomain } from '../../shared/charts/zero-domain';
import { resultCodeLabels } from '../../shared/i18n/result-code-labels';
import { useFilterTexts } from '../../shared/list/filter-texts';
import { dayLabel, hasChecks, versionMarks } from './dashboard-series';

const CHART_HEIGHT = 220;
/** A horizontal bar's room: under it, the chart drops the group names that would overlap. */
const BAR_ROW_HEIGHT = 34;
const SPLITS = ['byMarket', 'byChannelGroup', 'bySegment'] as const;

/**
 * The dashboard's charts, every one in the console's chart container: the checks and the red share of
 * the last 30 days with the versions that took effect marked at their day, each mark naming its instant, the most frequent result
 * codes and their trend, the red share by market, channel group and micro segment. Loaded lazily.
 */
export default function DashboardCharts({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation();
  const barTexts = useCartesianChartTexts('bar');
  const lineTexts = useCartesianChartTexts('line');
  const filterTexts = useFilterTexts();
  const empty = !hasChecks(data.days);
  const days = data.days.map((entry) => entry.day);
  const axis = days.map(dayLabel);
  // The charts' period in dates, as the figures above and the request log name theirs.
  const period = { from: formatDate(days[0] ?? ''), to: formatDate(days.at(-1) ?? '') };
  const marks = useMemo(
    () =>
      versionMarks(data.marks, days, (mark) =>
        t('dashboard.series.mark', {
          kind: t(`dashboard.kinds.${mark.kind}`),
          label:
            mark.kind === 'CONFIGURATION' ? t('dashboard.versions.configuration', { label: mark.label }) : mark.label,
          at: formatDateTime(mark.at),
        }),
      ),
    [data.marks, days, t],
  );
  const checks = [
    {
      type: 'bar' as const,
      title: t('dashboard.series.checks'),
      color: OUTCOME_COLOURS.completed,
      data: data.days.map((entry, index) => ({ x: axis[index] as string, y: entry.checks })),
      valueFormatter: formatCount,
    },
  ];
  const redShare = [
    {
      type: 'line' as const,
      title: t('dashboard.series.red'),
      color: TRAFFIC_LIGHT_RED,
      data: data.days.map((entry, index) => ({ x: axis[index] as string, y: entry.redShare })),
      valueFormatter: formatPercent,
    },
  ];
  const labels = useMemo(() => resultCodeLabels(t), [t]);
  const trend = data.reasonTrend.map((reason, index) => ({
    type: 'line' as const,
    title: reason.code,
    color: categoricalColour(index),
    data: reason.data.map((y, day) => ({ x: axis[day] as string, y })),
    valueFormatter: formatCount,
  }));
  const groupName = (split: (typeof SPLITS)[number], key: string) =>
    split === 'byMarket'
      ? filterTexts.option('market', key)
      : split === 'byChannelGroup'
        ? t(`dashboard.channelGroups.${key}` as 'dashboard.channelGroups.ND')
        : filterTexts.option('microSegment', key);

  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={2}>
        <ChartBox
          title={t('dashboard.series.checksTitle')}
          description={t('dashboard.series.checksDescription', period)}
          empty={empty}
          data-testid="dashboard-checks-chart"
        >
          <BarChart
            {...barTexts}
            ariaLabel={t('dashboard.series.checksTitle')}
            series={[...checks, ...marks]}
            xDomain={axis}
            yDomain={zeroValueDomain(seriesValues(checks), ZERO_AXIS_TOPS.count)}
            xScaleType="categorical"
            xTitle={t('dashboard.series.day')}
            yTitle={t('dashboard.series.checks')}
            yTickFormatter={formatTick}
            height={CHART_HEIGHT}
            hideFilter
          />
        </ChartBox>
        <ChartBox
          title={t('dashboard.series.redShareTitle')}
          description={t('dashboard.series.redShareDescription')}
          empty={empty}
          data-testid="dashboard-red-share-chart"
        >
          <LineChart
            {...lineTexts}
            ariaLabel={t('dashboard.series.redShareTitle')}
            series={[...redShare, ...marks]}
            xDomain={axis}
            yDomain={zeroValueDomain(seriesValues(redShare), ZERO_AXIS_TOPS.percent)}
            xScaleType="categorical"
            xTitle={t('dashboard.series.day')}
            yTitle={t('dashboard.series.share')}
            yTickFormatter={formatPercent}
            height={CHART_HEIGHT}
            hideFilter
          />
        </ChartBox>
      </ColumnLayout>
      <ColumnLayout columns={2}>
        <Table
          data-testid="dashboard-reasons"
          variant="container"
          header={
            <ChartHeader
              title={t('dashboard.reasons.title')}
              description={t('dashboard.reasons.description', period)}
            />
          }
          ariaLabels={{ tableLabel: t('dashboard.reasons.title') }}
          items={data.reasons}
          trackBy="code"
          // A long reason wraps, so the share stays in view at 1440 px in Italian too.
          wrapLines
          empty={<ChartEmpty />}
          columnDefinitions={[
            { id: 'code', header: t('dashboard.reasons.code'), cell: (row) => row.code, isRowHeader: true },
            { id: 'reason', header: t('dashboard.reasons.reason'), cell: (row) => labels[row.code] ?? row.code },
            { id: 'count', header: t('dashboard.reasons.count'), cell: (row) => formatCount(row.count) },
            { id: 'share', header: t('dashboard.reasons.share'), cell: (row) => formatPercent(row.share) },
          ]}
        />
        <ChartBox
          title={t('dashboard.reasons.trendTitle')}
          description={t('dashboard.reasons.trendDescription')}
          empty={empty}
        >
          <LineChart
            {...lineTexts}
            ariaLabel={t('dashboard.reasons.trendTitle')}
            series={trend}
            xDomain={axis}
            yDomain={zeroValueDomain(seriesValues(trend), ZERO_AXIS_TOPS.count)}
            xScaleType="categorical"
            xTitle={t('dashboard.series.day')}
            yTitle={t('dashboard.reasons.count')}
            yTickFormatter={formatTick}
            height={CHART_HEIGHT}
          />
        </ChartBox>
      </ColumnLayout>
      <ColumnLayout columns={3}>
        {SPLITS.map((split) => {
          const groups = data.redShare[split];
          const series = [
            {
              type: 'bar' as const,
              title: t('dashboard.series.red'),
              color: TRAFFIC_LIGHT_RED,
              data: groups.map((group) => ({ x: groupName(split, group.key), y: group.redShare })),
              valueFormatter: formatPercent,
            },
          ];
          return (
            <ChartBox
              key={split}
              title={t(`dashboard.redShare.${split}`)}
              description={t('dashboard.redShare.description', period)}
              empty={groups.length === 0}
              data-testid={`dashboard-red-share-${split}`}
            >
              <BarChart
                {...barTexts}
                ariaLabel={t(`dashboard.redShare.${split}`)}
                series={series}
                xDomain={groups.map((group) => groupName(split, group.key))}
                yDomain={zeroValueDomain(seriesValues(series), ZERO_AXIS_TOPS.percent)}
                xScaleType="categorical"
                horizontalBars
                xTitle={t('dashboard.redShare.group')}
                yTitle={t('dashboard.series.share')}
                yTickFormatter={formatPercent}
                height={Math.max(CHART_HEIGHT, groups.length * BAR_ROW_HEIGHT)}
                hideFilter
                hideLegend
              />
            </ChartBox>
          );
        })}
      </ColumnLayout>
    </SpaceBetween>
  );
}

function ChartHeader({ title, description }: { title: string; description: string }) {
  return (
    <Header variant="h3" description={description}>
      {title}
    </Header>
  );
}
