import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/italian-format';
import { useApi } from '../../shared/api';
import type { ScreenProps } from '../../shared/components/screen-props';
import { DashboardPeriods } from './dashboard-periods';
import { DashboardRepeatedChecks } from './dashboard-repeated-checks';
import { hasChecks } from './dashboard-series';
import { DashboardStatus } from './dashboard-status';

/**
 * The charts' code is a download of its own, started with the dashboard's call (not when the figures
 * arrive): by the time they do it is there, and the charts take their place in the same frame instead
 * of pushing the versions and jobs below them down a moment later (a layout shift).
 */
const loadCharts = () => import('./dashboard-charts');
const DashboardCharts = lazy(loadCharts);

/**
 * The dashboard (`/admin/dashboard`, ADMIN and RISK_OFFICER; the spec shows no content): the
 * checks of today, the last 7 and the last 30 days against the days before, day by day with the
 * versions that took effect marked, the result codes and where checks go red, what is in force and
 * what waits for a second administrator, the last customer feed and the user's own jobs. One call, read
 * from the request log's daily tallies; 'Aggiorna' reads it again.
 */
export default function DashboardScreen({ role }: ScreenProps) {
  const { t } = useTranslation();
  const dashboard = useApi('dashboard', {}, { revalidateOnFocus: false });
  useEffect(() => {
    void loadCharts().catch(() => undefined);
  }, []);
  const { data, error, isLoading, isValidating, mutate } = dashboard;
  const loading = (
    <Box textAlign="center" padding="xxl" data-testid="dashboard-loading">
      <StatusIndicator type="loading">{t('dashboard.loading')}</StatusIndicator>
    </Box>
  );
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={data ? t('dashboard.asOf', { date: formatDateTime(data.asOf) }) : undefined}
          actions={
            <Button iconName="refresh" loading={isValidating && !isLoading} onClick={() => void mutate()}>
              {t('dashboard.refresh')}
            </Button>
          }
        >
          {t('dashboard.title')}
        </Header>
      }
    >
      {data ? (
        <SpaceBetween size="l">
          {!hasChecks(data.days) && (
            <Alert type="info" data-testid="dashboard-empty">
              {t('dashboard.noChecks')}
            </Alert>
          )}
          <DashboardPeriods periods={data.periods} />
          {data.repeatedChecks && <DashboardRepeatedChecks figures={data.repeatedChecks} />}
          <Suspense fallback={loading}>
            <DashboardCharts data={data} />
          </Suspense>
          <DashboardStatus data={data} role={role} />
        </SpaceBetween>
      ) : error && !isLoading ? (
        <Alert
          type="error"
          data-testid="dashboard-error"
          action={<Button onClick={() => void mutate()}>{t('dashboard.retry')}</Button>}
        >
          {t('dashboard.error')}
        </Alert>
      ) : (
        loading
      )}
    </ContentLayout>
  );
}
