import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ExportType } from '../../../../shared/enums';
import { formatCount, formatDate, formatDateTime } from '../../../../shared/format/italian-format';
import { ROLE_PROFILES, type Role } from '../../../../shared/roles';
import type { DashboardResponse, VersionedKind } from '../../../../shared/schemas/dashboard';
import { ChartBox } from '../../shared/charts/chart-box';
import { blacklistKindHref, ENRICHER_PATH, PARAMETERS_PATH } from '../../shared/components/console-paths';
import { EXPORT_STATUS_INDICATOR } from '../../shared/export/export-status-indicator';

/** Where a kind of version is published, for the roles that see that screen. */
const hrefOf = (kind: VersionedKind) => (kind === 'CONFIGURATION' ? PARAMETERS_PATH : blacklistKindHref(kind));
const screenOf = (kind: VersionedKind) => (kind === 'CONFIGURATION' ? 'parameters' : 'blacklist');

/** What the checks depend on and what waits, the last customer feed, the user's own jobs. */
export function DashboardStatus({ data, role }: { data: DashboardResponse; role: Role }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // Inside the console: the router follows the link, the page is not loaded again.
  const open = (href: string) => (event: CustomEvent) => {
    event.preventDefault();
    navigate(href);
  };
  const versionName = (kind: VersionedKind, label: string) =>
    kind === 'CONFIGURATION' ? t('dashboard.versions.configuration', { label }) : label;
  const typeName = (type: ExportType | string) =>
    i18n.exists(`extractions.options.exportType.${type}`)
      ? t(`extractions.options.exportType.${type}` as 'extractions.options.exportType.CUSTOMER')
      : type;

  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={3}>
        <ChartBox
          title={t('dashboard.versions.title')}
          description={t('dashboard.versions.description')}
          data-testid="dashboard-versions"
        >
          <KeyValuePairs
            columns={1}
            items={(['CONFIGURATION', 'RADIATI', 'CEDUTI'] as const).map((kind) => {
              const version = data.versions.find((entry) => entry.kind === kind);
              return {
                label: t(`dashboard.kinds.${kind}`),
                value: version ? (
                  <SpaceBetween size="xxxs">
                    <span>{versionName(kind, version.label)}</span>
                    <Box variant="small" color="text-body-secondary">
                      {[
                        version.since && t('dashboard.versions.since', { date: formatDateTime(version.since) }),
                        version.by && t('dashboard.versions.by', { user: version.by }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Box>
                  </SpaceBetween>
                ) : (
                  t('dashboard.versions.none')
                ),
              };
            })}
          />
        </ChartBox>
        <ChartBox
          title={t('dashboard.pending.title')}
          description={t('dashboard.pending.description')}
          data-testid="dashboard-pending"
        >
          {data.pending.length === 0 ? (
            <Box color="text-body-secondary">{t('dashboard.pending.none')}</Box>
          ) : (
            <SpaceBetween size="s">
              {data.pending.map((entry) => (
                <SpaceBetween key={`${entry.kind}#${entry.id}`} size="xxxs">
                  <Box variant="strong">
                    {t(`dashboard.kinds.${entry.kind}`)}: {versionName(entry.kind, entry.label)}
                  </Box>
                  <Box variant="small" color="text-body-secondary">
                    {t('dashboard.pending.prepared', {
                      user: entry.preparedBy ?? '—',
                      date: formatDateTime(entry.preparedAt),
                    })}
                  </Box>
                  {ROLE_PROFILES[role].screens.includes(screenOf(entry.kind)) && (
                    <Link href={hrefOf(entry.kind)} onFollow={open(hrefOf(entry.kind))}>
                      {t('dashboard.pending.open')}
                    </Link>
                  )}
                </SpaceBetween>
              ))}
            </SpaceBetween>
          )}
        </ChartBox>
        <ChartBox
          title={t('dashboard.feed.title')}
          description={t('dashboard.feed.description')}
          data-testid="dashboard-feed"
        >
          {data.customerLoad ? (
            <KeyValuePairs
              columns={2}
              items={[
                { label: t('dashboard.feed.file'), value: data.customerLoad.file },
                { label: t('dashboard.feed.loadedAt'), value: formatDateTime(data.customerLoad.loadedAt) },
                { label: t('dashboard.feed.kpiDate'), value: formatDate(data.customerLoad.kpiDate) },
                { label: t('dashboard.feed.rows'), value: formatCount(data.customerLoad.rows) },
                { label: t('dashboard.feed.refused'), value: formatCount(data.customerLoad.refused) },
              ]}
            />
          ) : (
            <Box color="text-body-secondary">{t('dashboard.feed.none')}</Box>
          )}
        </ChartBox>
      </ColumnLayout>
      <Table
        data-testid="dashboard-jobs"
        variant="container"
        header={
          <Header
            variant="h3"
            description={t('dashboard.jobs.description')}
            actions={
              <Link href={ENRICHER_PATH} onFollow={open(ENRICHER_PATH)}>
                {t('dashboard.jobs.all')}
              </Link>
            }
          >
            {t('dashboard.jobs.title')}
          </Header>
        }
        ariaLabels={{ tableLabel: t('dashboard.jobs.title') }}
        items={data.jobs}
        trackBy="fileName"
        empty={<Box color="text-body-secondary">{t('dashboard.jobs.none')}</Box>}
        columnDefinitions={[
          { id: 'fileName', header: t('dashboard.jobs.fileName'), cell: (job) => job.fileName, isRowHeader: true },
          { id: 'type', header: t('dashboard.jobs.type'), cell: (job) => typeName(job.exportType) },
          {
            id: 'requestDate',
            header: t('dashboard.jobs.requestDate'),
            cell: (job) => formatDateTime(job.requestDate),
          },
          {
            id: 'status',
            header: t('dashboard.jobs.status'),
            cell: (job) => (
              <StatusIndicator type={EXPORT_STATUS_INDICATOR[job.status]}>
                {t(`extractions.options.executionStatus.${job.status}`)}
              </StatusIndicator>
            ),
          },
        ]}
      />
    </SpaceBetween>
  );
}
