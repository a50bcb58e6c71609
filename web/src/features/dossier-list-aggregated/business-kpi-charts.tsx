import BarChart from '@cloudscape-design/components/bar-chart';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import LineChart from '@cloudscape-design/components/line-chart';
import PieChart from '@cloudscape-design/components/pie-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../../shared/format/italian-format';
import { ChartBox } from '../../shared/charts/chart-box';
import { NEUTRAL_COLOUR } from '../../shared/charts/chart-colours';
import { formatTick } from '../../shared/charts/chart-format';
import { ChartEmpty, ChartZero, useCartesianChartTexts, usePieChartTexts } from '../../shared/charts/use-chart-texts';
import { seriesValues, ZERO_AXIS_TOPS, zeroValueDomain } from '../../shared/charts/zero-domain';
import {
  type BusinessKpi,
  type CategoryBlock,
  type KpiLabels,
  kpiLabels,
  noRejectionInPeriod,
  rateLines,
  rejectedRows,
  resultCodeBars,
  yearlyShareSlices,
  zeroRejectionMonths,
} from './business-kpi-series';

const CHART_HEIGHT = 240;
const AREAS = ['roma', 'csi', 'nord', 'nd'] as const;
const CATEGORY_BLOCKS: readonly CategoryBlock[] = ['paymentMode', 'personType', 'commodity'];

/** The business KPIs of the aggregated list (spec section 2, 3 'KPI responses'). Loaded lazily. */
export default function BusinessKpiCharts({ data }: { data: BusinessKpi }) {
  const { t } = useTranslation();
  const labels = useMemo(() => kpiLabels(t), [t]);
  return (
    <SpaceBetween size="l">
      <Headline clients={data.clients} />
      <ColumnLayout columns={2}>
        <ResultCodesChart data={data} labels={labels} />
        <YearlyShareChart data={data} labels={labels} />
      </ColumnLayout>
      <ColumnLayout columns={3}>
        {CATEGORY_BLOCKS.map((block) => (
          <RateChart key={block} block={block} data={data} labels={labels} />
        ))}
      </ColumnLayout>
      <RejectedTable data={data} labels={labels} />
    </SpaceBetween>
  );
}

function Headline({ clients }: { clients: BusinessKpi['clients'] }) {
  const { t } = useTranslation();
  return (
    <ChartBox title={t('kpi.business.clients')}>
      <KeyValuePairs
        data-testid="kpi-headline"
        columns={4}
        items={[
          { label: t('kpi.business.success'), value: formatCount(clients.success) },
          { label: t('kpi.business.rejected'), value: formatCount(clients.rejected) },
          { label: t('kpi.business.rejectedTotal'), value: formatPercent(clients.percentage.total) },
          ...AREAS.map((area) => ({
            label: t('kpi.business.rejectedArea', { area: t(`kpi.business.areas.${area}`) }),
            value: formatPercent(clients.percentage[area]),
          })),
        ]}
      />
    </ChartBox>
  );
}

function ResultCodesChart({ data, labels }: { data: BusinessKpi; labels: KpiLabels }) {
  const { t } = useTranslation();
  const texts = useCartesianChartTexts('bar');
  const bars = useMemo(() => resultCodeBars(data, labels), [data, labels]);
  const shareOf = useMemo(() => new Map(bars.map((bar) => [bar.title, bar.monthlyShare])), [bars]);
  const series = useMemo(() => {
    const perCode = bars.map(({ type, title: seriesTitle, color, data: points }) => ({
      type,
      title: seriesTitle,
      color,
      data: points,
      valueFormatter: formatCount,
    }));
    if (perCode.length > 0) return perCode;
    // Nobody rejected in the period: one series of zeros says so, where no series would say 'no data'.
    const zeros = zeroRejectionMonths(data);
    return zeros.length === 0
      ? []
      : [
          {
            type: 'bar' as const,
            title: t('kpi.business.rejections'),
            color: NEUTRAL_COLOUR,
            data: zeros,
            valueFormatter: formatCount,
          },
        ];
  }, [bars, data, t]);
  const title = t('kpi.business.resultCodes');
  return (
    <ChartBox title={title} description={t('kpi.business.resultCodesDescription')}>
      <BarChart
        {...texts}
        data-testid="kpi-result-codes-chart"
        ariaLabel={title}
        ariaDescription={t('kpi.business.resultCodesDescription')}
        series={series}
        xDomain={data.catalog}
        yDomain={zeroValueDomain(seriesValues(series), ZERO_AXIS_TOPS.count)}
        xScaleType="categorical"
        stackedBars
        xTitle={t('kpi.month')}
        yTitle={t('kpi.business.rejections')}
        yTickFormatter={formatTick}
        detailPopoverSeriesContent={({ series: shown, x, y }) => {
          const share = shareOf.get(shown.title)?.[data.catalog.indexOf(x)];
          return {
            key: shown.title,
            value:
              share === undefined
                ? formatCount(y)
                : `${formatCount(y)} (${t('kpi.business.monthlyShare')} ${formatPercent(share)})`,
          };
        }}
        height={CHART_HEIGHT}
        detailPopoverSize="large"
      />
    </ChartBox>
  );
}

function YearlyShareChart({ data, labels }: { data: BusinessKpi; labels: KpiLabels }) {
  const { t } = useTranslation();
  const texts = usePieChartTexts();
  const slices = useMemo(() => yearlyShareSlices(data, labels), [data, labels]);
  const title = t('kpi.business.yearlyShare');
  return (
    <ChartBox title={title} description={t('kpi.business.yearlyShareDescription')}>
      <PieChart
        {...texts}
        data-testid="kpi-yearly-share-chart"
        ariaLabel={title}
        ariaDescription={t('kpi.business.yearlyShareDescription')}
        data={slices}
        // A donut cannot draw a share of zero rejections: it says there were none instead.
        empty={noRejectionInPeriod(data) ? <ChartZero>{t('kpi.business.noRejection')}</ChartZero> : texts.empty}
        variant="donut"
        size="medium"
        hideFilter
        segmentDescription={(datum) => formatPercent(datum.value)}
        detailPopoverContent={(datum) => [
          { key: t('kpi.business.columns.description'), value: datum.description },
          { key: t('kpi.chart.share'), value: formatPercent(datum.value) },
        ]}
      />
    </ChartBox>
  );
}

function RateChart({ block, data, labels }: { block: CategoryBlock; data: BusinessKpi; labels: KpiLabels }) {
  const { t } = useTranslation();
  const texts = useCartesianChartTexts('line');
  const lines = useMemo(() => rateLines(block, data[block], data.catalog, labels), [block, data, labels]);
  const title = t(`kpi.business.${block}`);
  return (
    <ChartBox title={title} description={t('kpi.business.rateDescription')}>
      <LineChart
        {...texts}
        data-testid={`kpi-${block}-chart`}
        ariaLabel={title}
        ariaDescription={t('kpi.business.rateDescription')}
        series={lines.map((line) => ({ ...line, valueFormatter: formatPercent }))}
        xDomain={data.catalog}
        yDomain={zeroValueDomain(seriesValues(lines), ZERO_AXIS_TOPS.percent)}
        xScaleType="categorical"
        xTitle={t('kpi.month')}
        yTitle={t('kpi.business.rejectionRate')}
        yTickFormatter={formatPercent}
        height={CHART_HEIGHT}
        hideFilter
      />
    </ChartBox>
  );
}

function RejectedTable({ data, labels }: { data: BusinessKpi; labels: KpiLabels }) {
  const { t } = useTranslation();
  const rows = useMemo(() => rejectedRows(data, labels), [data, labels]);
  const counts = ['total', 'rome', 'nord', 'csi', 'nd'] as const;
  return (
    <Table
      data-testid="kpi-rejected-table"
      variant="container"
      header={<Header variant="h3">{t('kpi.business.rejectedTable')}</Header>}
      ariaLabels={{ tableLabel: t('kpi.business.rejectedTable') }}
      items={rows}
      trackBy="code"
      empty={<ChartEmpty />}
      columnDefinitions={[
        { id: 'code', header: t('kpi.business.columns.code'), cell: (row) => row.code, isRowHeader: true },
        { id: 'description', header: t('kpi.business.columns.description'), cell: (row) => row.description },
        ...counts.map((column) => ({
          id: column,
          header: t(`kpi.business.columns.${column}`),
          cell: (row: (typeof rows)[number]) => formatCount(row[column]),
        })),
      ]}
    />
  );
}
