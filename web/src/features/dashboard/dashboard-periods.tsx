import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate, formatPercent } from '../../../../shared/format/italian-format';
import type { DashboardFigures, DashboardResponse } from '../../../../shared/schemas/dashboard';
import { ChartBox } from '../../shared/charts/chart-box';
import { formatSeconds } from '../../shared/charts/chart-format';
import { PERIOD_FIGURES, trendOf } from './dashboard-series';

type Figure = (typeof PERIOD_FIGURES)[number];

/** Today, the last 7 and the last 30 days, each figure against the same days before. */
export function DashboardPeriods({ periods }: { periods: DashboardResponse['periods'] }) {
  const { t } = useTranslation();
  const shown = (figure: Figure, figures: DashboardFigures): string => {
    const value = figures[figure];
    if (figure === 'redShare') return formatPercent(figures.redShare);
    if (figure === 'meanResponseMs') {
      return value === null
        ? t('dashboard.figures.none')
        : t('dashboard.figures.seconds', { value: formatSeconds(Number(value) / 1000) });
    }
    return formatCount(Number(value));
  };
  const labels: Record<Figure, string> = {
    checks: t('dashboard.figures.checks'),
    redShare: t('dashboard.figures.redShare'),
    errors: t('dashboard.figures.errors'),
    meanResponseMs: t('dashboard.figures.meanResponse'),
  };
  return (
    <ColumnLayout columns={3}>
      {periods.map(({ key, current, previous }) => (
        <ChartBox
          key={key}
          data-testid={`dashboard-period-${key}`}
          title={t(`dashboard.periods.${key}`)}
          description={
            current.startDate === current.endDate
              ? formatDate(current.startDate)
              : `${formatDate(current.startDate)} – ${formatDate(current.endDate)}`
          }
        >
          <KeyValuePairs
            columns={2}
            items={PERIOD_FIGURES.map((figure) => {
              const trend = trendOf(current[figure], previous[figure]);
              return {
                label: labels[figure],
                value: (
                  <>
                    {/* A figure and its unit on one line: '23,68 %', never '%' alone under it. */}
                    <div style={{ whiteSpace: 'nowrap' }}>
                      <Box variant="awsui-value-large" tagOverride="span" data-testid={`dashboard-${key}-${figure}`}>
                        {shown(figure, current)}
                      </Box>
                    </div>
                    <Box variant="small" color="text-body-secondary">
                      {t(`dashboard.figures.${trend}`)} ·{' '}
                      {t('dashboard.figures.before', { value: shown(figure, previous) })}{' '}
                      {t(`dashboard.periods.${key}Previous`)}
                    </Box>
                  </>
                ),
              };
            })}
          />
        </ChartBox>
      ))}
    </ColumnLayout>
  );
}
