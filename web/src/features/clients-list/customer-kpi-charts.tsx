import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import PieChart from '@cloudscape-design/components/pie-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate, formatEuro, formatPercent } from '../../../../shared/format/italian-format';
import type { CustomerKpiGroup, CustomerKpiResponse } from '../../../../shared/schemas/customers';
import { ChartBox } from '../../shared/charts/chart-box';
import { formatTick } from '../../shared/charts/chart-format';
import { ChartEmpty, ChartZero, useCartesianChartTexts, usePieChartTexts } from '../../shared/charts/use-chart-texts';
import { seriesValues, ZERO_AXIS_TOPS, zeroValueDomain } from '../../shared/charts/zero-domain';
import { useFilterTexts } from '../../shared/list/filter-texts';
import {
  ARREARS_COLOUR,
  arrearsShareByGroup,
  CREDIT_COLOURS,
  creditByGroup,
  creditSlices,
  hasCustomers,
} from './customer-kpi-series';

const CHART_HEIGHT = 220;

/** The splits of the answer, in the order an analyst reads them: how customers pay, then where they are. */
const SPLITS = ['byPerformanceClass', 'byDunningIndex', 'byMarket'] as const;
/** The filter whose options name a split's groups ('4 - Mediocre', '2 - Moderato', 'Libero'). */
const GROUP_OPTIONS = {
  byPerformanceClass: 'performanceClass',
  byDunningIndex: 'dunningIndex',
  byMarket: 'market',
} as const;

/**
 * The customers' KPIs for a credit analyst (ours: the spec does not show them): when they were computed,
 * the totals at a glance (customers, in arrears, their share, overdue and not-yet-due credit) beside how
 * the credit splits; then, by performance class, by dunning index and by market, the credit of each group
 * stacked and the share of its customers in arrears, side by side. Loaded lazily.
 */
export default function CustomerKpiCharts({ data }: { data: CustomerKpiResponse }) {
  const { t } = useTranslation();
  const groupTexts = useFilterTexts('clientsList');
  if (!hasCustomers(data)) return <ChartEmpty />;
  return (
    <SpaceBetween size="l">
      <Box variant="p" data-testid="customer-kpi-date" fontWeight="bold">
        {data.kpiDate
          ? t('clientsList.kpi.kpiDate', { date: formatDate(data.kpiDate) })
          : t('clientsList.kpi.noKpiDate')}
      </Box>
      <ColumnLayout columns={2}>
        <Totals total={data.total} />
        <CreditSplit total={data.total} />
      </ColumnLayout>
      {SPLITS.map((split) => (
        <GroupCharts
          key={split}
          id={split}
          title={t(`clientsList.kpi.${split}`)}
          description={t(`clientsList.kpi.${split}Description`)}
          axisTitle={t(`clientsList.kpi.axes.${split}`)}
          groups={data[split]}
          label={(key) => groupTexts.option(GROUP_OPTIONS[split], key)}
        />
      ))}
    </SpaceBetween>
  );
}

function Totals({ total }: { total: CustomerKpiGroup }) {
  const { t } = useTranslation();
  return (
    <ChartBox title={t('clientsList.kpi.summary')}>
      <KeyValuePairs
        data-testid="customer-kpi-totals"
        columns={2}
        items={[
          { label: t('clientsList.kpi.customers'), value: formatCount(total.customers) },
          { label: t('clientsList.kpi.inArrears'), value: formatCount(total.inArrears) },
          { label: t('clientsList.kpi.arrearsShare'), value: formatPercent(total.arrearsShare) },
          { label: t('clientsList.kpi.totalCredit'), value: formatEuro(total.overdue + total.notYetDue) },
          { label: t('clientsList.kpi.overdue'), value: formatEuro(total.overdue) },
          { label: t('clientsList.kpi.notYetDue'), value: formatEuro(total.notYetDue) },
        ]}
      />
    </ChartBox>
  );
}

function CreditSplit({ total }: { total: CustomerKpiGroup }) {
  const { t } = useTranslation();
  const texts = usePieChartTexts();
  const title = t('clientsList.kpi.creditSplit');
  const description = t('clientsList.kpi.creditSplitDescription');
  const slices = useMemo(
    () => creditSlices(total, { overdue: t('clientsList.kpi.overdue'), notYetDue: t('clientsList.kpi.notYetDue') }),
    [total, t],
  );
  return (
    <ChartBox title={title} description={description}>
      <PieChart
        {...texts}
        data-testid="customer-kpi-credit-split"
        ariaLabel={title}
        ariaDescription={description}
        data={slices}
        // Customers with no credit at all: the donut says the zero rather than 'no data'.
        empty={<ChartZero>{formatEuro(0)}</ChartZero>}
        variant="donut"
        size="medium"
        hideFilter
        innerMetricValue={formatEuro(total.overdue + total.notYetDue)}
        innerMetricDescription={t('clientsList.kpi.totalCredit')}
        segmentDescription={(datum, sum) => formatPercent(sum > 0 ? (datum.value / sum) * 100 : 0)}
        detailPopoverContent={(datum, sum) => [
          { key: t('clientsList.kpi.amount'), value: formatEuro(datum.value) },
          { key: t('kpi.chart.share'), value: formatPercent(sum > 0 ? (datum.value / sum) * 100 : 0) },
        ]}
      />
    </ChartBox>
  );
}

interface GroupChartsProps {
  /** Names the charts' test ids. */
  id: string;
  title: string;
  description: string;
  /** What the groups are: the title of both charts' x-axis. */
  axisTitle: string;
  groups: readonly CustomerKpiGroup[];
  label: (key: string) => string;
}

/** One split: the credit of each group stacked, and beside it the share of its customers in arrears. */
function GroupCharts({ id, title, description, axisTitle, groups, label }: GroupChartsProps) {
  const { t } = useTranslation();
  const barTexts = useCartesianChartTexts('bar');
  const categories = groups.map((group) => label(group.key));
  const credit = creditByGroup(groups, label);
  const creditSeries = [
    {
      type: 'bar' as const,
      title: t('clientsList.kpi.overdue'),
      color: CREDIT_COLOURS.overdue,
      data: credit.overdue,
      valueFormatter: formatEuro,
    },
    {
      type: 'bar' as const,
      title: t('clientsList.kpi.notYetDue'),
      color: CREDIT_COLOURS.notYetDue,
      data: credit.notYetDue,
      valueFormatter: formatEuro,
    },
  ];
  const shareSeries = [
    {
      type: 'bar' as const,
      title: t('clientsList.kpi.arrearsShare'),
      color: ARREARS_COLOUR,
      data: arrearsShareByGroup(groups, label),
      valueFormatter: formatPercent,
    },
  ];
  const shareTitle = `${t('clientsList.kpi.arrearsByGroup')} · ${title.toLowerCase()}`;
  return (
    <ChartBox title={title} description={description}>
      <ColumnLayout columns={2}>
        <BarChart
          {...barTexts}
          data-testid={`customer-kpi-${id}-credit`}
          ariaLabel={`${title}: ${t('clientsList.kpi.creditSplit')}`}
          series={creditSeries}
          xDomain={categories}
          yDomain={zeroValueDomain(seriesValues(creditSeries), ZERO_AXIS_TOPS.count)}
          xScaleType="categorical"
          stackedBars
          xTitle={axisTitle}
          yTitle={t('clientsList.kpi.amount')}
          yTickFormatter={formatTick}
          height={CHART_HEIGHT}
          hideFilter
        />
        <BarChart
          {...barTexts}
          data-testid={`customer-kpi-${id}-arrears`}
          ariaLabel={shareTitle}
          ariaDescription={t('clientsList.kpi.arrearsByGroupDescription')}
          series={shareSeries}
          xDomain={categories}
          yDomain={zeroValueDomain(seriesValues(shareSeries), ZERO_AXIS_TOPS.percent)}
          xScaleType="categorical"
          xTitle={axisTitle}
          yTitle={t('clientsList.kpi.share')}
          yTickFormatter={formatTick}
          height={CHART_HEIGHT}
          hideFilter
          hideLegend
        />
      </ColumnLayout>
    </ChartBox>
  );
}
