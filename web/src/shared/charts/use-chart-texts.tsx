import Box from '@cloudscape-design/components/box';
import type { MixedLineBarChartProps } from '@cloudscape-design/components/mixed-line-bar-chart';
import type { PieChartProps } from '@cloudscape-design/components/pie-chart';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The 'Nessun dato disponibile' state every chart shows when it has nothing to draw (spec section 3). */
export function ChartEmpty() {
  const { t } = useTranslation();
  return (
    <Box textAlign="center" color="inherit" data-testid="chart-empty">
      <b>{t('kpi.chart.empty')}</b>
    </Box>
  );
}

/**
 * What a chart shows in place of its plot when its figures are all zero and the chart kind cannot
 * draw a zero (a donut of nothing): the zero in words, never 'Nessun dato disponibile'.
 */
export function ChartZero({ children }: { children: ReactNode }) {
  return (
    <Box textAlign="center" color="inherit" data-testid="chart-zero">
      <b>{children}</b>
    </Box>
  );
}

function ChartNoMatch() {
  const { t } = useTranslation();
  return (
    <Box textAlign="center" color="inherit">
      <b>{t('kpi.chart.noMatch')}</b>
    </Box>
  );
}

export type CartesianKind = 'bar' | 'line';

/**
 * The texts a Cloudscape cartesian chart reads (filter, legend, popover, ARIA role descriptions),
 * with the empty and no-match states: spread them into a BarChart, LineChart or MixedLineBarChart.
 */
export function useCartesianChartTexts(kind: CartesianKind) {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      i18nStrings: {
        filterLabel: t('kpi.chart.filterLabel'),
        filterPlaceholder: t('kpi.chart.filterPlaceholder'),
        filterSelectedAriaLabel: t('kpi.chart.filterSelected'),
        legendAriaLabel: t('kpi.chart.legend'),
        detailPopoverDismissAriaLabel: t('kpi.chart.detailDismiss'),
        chartAriaRoleDescription: kind === 'bar' ? t('kpi.chart.barChart') : t('kpi.chart.lineChart'),
        xAxisAriaRoleDescription: t('kpi.chart.xAxis'),
        yAxisAriaRoleDescription: t('kpi.chart.yAxis'),
      } satisfies MixedLineBarChartProps.I18nStrings<string>,
      empty: <ChartEmpty />,
      noMatch: <ChartNoMatch />,
    }),
    [t, kind],
  );
}

/** The same for a PieChart. */
export function usePieChartTexts() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      i18nStrings: {
        detailsValue: t('kpi.chart.value'),
        detailsPercentage: t('kpi.chart.share'),
        filterLabel: t('kpi.chart.filterLabel'),
        filterPlaceholder: t('kpi.chart.filterPlaceholder'),
        filterSelectedAriaLabel: t('kpi.chart.filterSelected'),
        legendAriaLabel: t('kpi.chart.legend'),
        detailPopoverDismissAriaLabel: t('kpi.chart.detailDismiss'),
        chartAriaRoleDescription: t('kpi.chart.pieChart'),
        segmentAriaRoleDescription: t('kpi.chart.segment'),
      } satisfies PieChartProps.I18nStrings,
      empty: <ChartEmpty />,
      noMatch: <ChartNoMatch />,
    }),
    [t],
  );
}
