import ColumnLayout from '@cloudscape-design/components/column-layout';
import MixedLineBarChart from '@cloudscape-design/components/mixed-line-bar-chart';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../../shared/format/italian-format';
import { MIN_CHECKS_TO_MARK } from '../../../../shared/monitoring/control-limits';
import type { WhoRepeatsResponse, WhoRepeatsRow } from '../../../../shared/schemas/monitoring';
import { ChartBox } from '../../shared/charts/chart-box';
import { categoricalColour, NEUTRAL_COLOUR, TRAFFIC_LIGHT_RED } from '../../shared/charts/chart-colours';
import { useCartesianChartTexts } from '../../shared/charts/use-chart-texts';
import { ZERO_AXIS_TOPS, zeroValueDomain } from '../../shared/charts/zero-domain';

/** The agencies or users a chart shows: the first by distance from their limit. */
export const CHARTED_ROWS = 12;
const CHART_HEIGHT = 240;

type Measure = 'redThenGreenRate' | 'joinedRate';

/** Percent, as the chart's axis reads it; shares travel as fractions. */
const percent = (share: number) => Math.round(share * 10_000) / 100;

/**
 * The rows a measure's chart draws: those with enough checks to be marked first, then by how far above
 * (or how little under) their limit they are.
 */
export function chartedRows(rows: readonly WhoRepeatsRow[], measure: Measure): WhoRepeatsRow[] {
  const markable = (row: WhoRepeatsRow) => (row.checks >= MIN_CHECKS_TO_MARK ? 1 : 0);
  return [...rows]
    .filter((row) => row.checks > 0)
    .sort(
      (left, right) =>
        markable(right) - markable(left) || right[measure].excess - left[measure].excess || right.checks - left.checks,
    )
    .slice(0, CHARTED_ROWS);
}

function RateChart({ report, measure, title }: { report: WhoRepeatsResponse; measure: Measure; title: string }) {
  const { t } = useTranslation();
  const texts = useCartesianChartTexts('bar');
  const rows = chartedRows(report.rows, measure);
  const overall = measure === 'joinedRate' ? report.overall.joinedRate : report.overall.redThenGreenRate;
  const keys = rows.map((row) => row.key);
  const series = [
    {
      type: 'bar' as const,
      title: t('repeatedChecks.whoRepeats.series.rate'),
      color: TRAFFIC_LIGHT_RED,
      data: rows.map((row) => ({ x: row.key, y: percent(row[measure].rate) })),
      valueFormatter: formatPercent,
    },
    {
      type: 'line' as const,
      title: t('repeatedChecks.whoRepeats.series.upper'),
      color: categoricalColour(1),
      data: rows.map((row) => ({ x: row.key, y: percent(row[measure].upper) })),
      valueFormatter: formatPercent,
    },
    {
      type: 'threshold' as const,
      title: t('repeatedChecks.whoRepeats.series.overall'),
      color: NEUTRAL_COLOUR,
      y: percent(overall),
      valueFormatter: formatPercent,
    },
  ];
  const values = rows.flatMap((row) => [percent(row[measure].rate), percent(row[measure].upper)]);
  return (
    <ChartBox
      title={title}
      description={t('repeatedChecks.whoRepeats.chartDescription', { count: rows.length })}
      empty={rows.length === 0}
      data-testid={`who-repeats-chart-${measure}`}
    >
      <MixedLineBarChart
        {...texts}
        ariaLabel={title}
        series={series}
        xDomain={keys}
        yDomain={zeroValueDomain([...values, percent(overall)], ZERO_AXIS_TOPS.percent)}
        xScaleType="categorical"
        xTitle={t('repeatedChecks.whoRepeats.columns.key')}
        yTitle={t('repeatedChecks.whoRepeats.series.rate')}
        yTickFormatter={formatPercent}
        height={CHART_HEIGHT}
        hideFilter
      />
    </ChartBox>
  );
}

/**
 * Who repeats in a picture: for the red-then-green-after-an-edit share and the share that joined a
 * chain, each agency's or user's rate as a bar, its own upper limit as a line and everyone's rate as a
 * dashed threshold. Downloaded on its own, with the charts' code.
 */
export default function WhoRepeatsCharts({ report }: { report: WhoRepeatsResponse }) {
  const { t } = useTranslation();
  return (
    <ColumnLayout columns={2}>
      <RateChart report={report} measure="redThenGreenRate" title={t('repeatedChecks.whoRepeats.chartTitle')} />
      <RateChart report={report} measure="joinedRate" title={t('repeatedChecks.whoRepeats.chartJoinedTitle')} />
    </ColumnLayout>
  );
}
