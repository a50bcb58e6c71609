import Box from '@cloudscape-design/components/box';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatCount } from '../../../../shared/format/italian-format';
import { useApi } from '../../shared/api';
import { repeatedChecksHref } from '../../shared/components/console-paths';
import { ListScreen } from '../../shared/list/list-screen';
import { useListScreen } from '../../shared/list/use-list-screen';
import { shareText, WHO_REPEATS_LIST } from './who-repeats-list';

const WhoRepeatsCharts = lazy(() => import('./who-repeats-charts'));

/** The query parameter that names the grouping: a reload or a shared link keeps it. */
const BY_PARAM = 'by';
type By = 'agency' | 'user';

/**
 * 'Chi ripete': for a period, per agency or per user, the checks, the share that joined an existing
 * chain and the share of green-after-a-red-with-edits against everyone's, with binomial control limits;
 * the marked first, by how far above the limit. The charts show the rates against the limits; a row
 * opens its chains. Read from the tallies, no row.
 */
export default function WhoRepeatsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const by: By = search.get(BY_PARAM) === 'user' ? 'user' : 'agency';
  const screen = useListScreen(WHO_REPEATS_LIST);
  const report = useApi('whoRepeats', { body: { dateRange: screen.requestFilters.dateRange, by } });
  const { mutate } = report;
  const retry = useCallback(() => void mutate(), [mutate]);
  const setBy = (next: string) =>
    setSearch(
      (current) => {
        const query = new URLSearchParams(current);
        query.set(BY_PARAM, next);
        return query;
      },
      { replace: true },
    );
  const overall = report.data?.overall;
  return (
    <ListScreen
      screen={screen}
      rows={{
        rows: report.data?.rows ?? [],
        total: report.data ? report.data.rows.length : null,
        loading: report.isLoading,
        failed: Boolean(report.error) && !report.data,
        onRetry: retry,
      }}
      actions={
        <SegmentedControl
          label={t('repeatedChecks.whoRepeats.by')}
          selectedId={by}
          onChange={(event) => setBy(event.detail.selectedId)}
          options={[
            { id: 'agency', text: t('repeatedChecks.whoRepeats.byAgency') },
            { id: 'user', text: t('repeatedChecks.whoRepeats.byUser') },
          ]}
        />
      }
      note={
        <SpaceBetween size="xxs">
          {overall && (
            <Box data-testid="who-repeats-overall">
              {t('repeatedChecks.whoRepeats.overall', {
                checks: formatCount(overall.checks),
                joined: shareText(overall.joinedRate),
                redThenGreen: shareText(overall.redThenGreenRate),
              })}
            </Box>
          )}
          <Box variant="small" color="text-body-secondary">
            {t('repeatedChecks.whoRepeats.note')}
          </Box>
          {/* The rates against their limits first, the table of every agency or user under them. */}
          {report.data && (
            <Suspense
              fallback={<StatusIndicator type="loading">{t('repeatedChecks.whoRepeats.titleLoading')}</StatusIndicator>}
            >
              <WhoRepeatsCharts report={report.data} />
            </Suspense>
          )}
        </SpaceBetween>
      }
      openRow={{
        label: t('repeatedChecks.whoRepeats.openChains'),
        onOpen: (row) => {
          const range = screen.requestFilters.dateRange;
          navigate(
            repeatedChecksHref({
              [by]: row.key,
              ...(range && { dateRange: `${range.startDate}..${range.endDate}` }),
            }),
          );
        },
      }}
    />
  );
}
