import BarChart from '@cloudscape-design/components/bar-chart';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BacktestDimension, BacktestKind, SegmentResult } from '../../../../shared/schemas/backtest';
import { replayedWithText } from '../../shared/backtest/backtest-text';
import { ChartBox } from '../../shared/charts/chart-box';
import { useCartesianChartTexts } from '../../shared/charts/use-chart-texts';
import { numbersIn } from '../../shared/i18n/language-numbers';
import { segmentChartHeight } from './segment-chart-layout';

const OPTION_GROUPS: Record<BacktestDimension, string> = {
  subjectType: 'list.options.subjectType',
  microSegment: 'list.options.microSegment',
  market: 'list.options.market',
  acquisitionChannel: 'list.options.acquisitionChannel',
};
/** What the request log records for a segment it was not told (shared/backtest/replay-check.ts). */
const NOT_STATED = 'ND';

/**
 * The red checks of one dimension's segments: as recorded, replayed under the configuration in force and
 * under the replayed version. Bars across, every segment named on the category axis (segment-chart-layout.ts).
 */
export function BacktestSegmentChart({
  dimension,
  kind,
  segments,
}: {
  dimension: BacktestDimension;
  kind: BacktestKind;
  segments: readonly SegmentResult[];
}) {
  const { t, i18n } = useTranslation();
  const numbers = numbersIn(i18n.language);
  const texts = useCartesianChartTexts('bar');
  const series = useMemo(() => {
    const name = (value: string) => {
      if (value === NOT_STATED) return t('backtest.segments.notStated');
      const key = `${OPTION_GROUPS[dimension]}.${value}`;
      return i18n.exists(key) ? t(key as 'app.name') : value;
    };
    const bar = (title: string, count: (segment: SegmentResult) => number) => ({
      type: 'bar' as const,
      title,
      data: segments.map((segment) => ({ x: name(segment.value), y: count(segment) })),
      valueFormatter: numbers.count,
    });
    const target = replayedWithText(kind, t);
    // A run from before the recorded reds were counted has two bars a segment.
    const recorded = segments.every((segment) => segment.redRecorded !== undefined)
      ? [bar(t('backtest.segments.redRecorded'), (segment) => segment.redRecorded ?? 0)]
      : [];
    return [
      ...recorded,
      bar(t('backtest.segments.redBefore'), (segment) => segment.redBefore),
      bar(t('backtest.segments.redAfter', { target }), (segment) => segment.redAfter),
    ];
  }, [segments, dimension, kind, numbers, t, i18n]);
  const names = series[0]?.data.map((point) => point.x) ?? [];
  const title = t(`backtest.segments.${dimension}`);
  return (
    <ChartBox title={title} empty={segments.length === 0} data-testid={`backtest-segments-${dimension}`}>
      <BarChart
        {...texts}
        ariaLabel={`${t('backtest.segments.title')}: ${title}`}
        series={series}
        xDomain={names}
        xScaleType="categorical"
        horizontalBars
        yTitle={t('backtest.segments.yTitle')}
        yTickFormatter={numbers.tick}
        height={segmentChartHeight(names.length, series.length)}
        hideFilter
      />
    </ChartBox>
  );
}
