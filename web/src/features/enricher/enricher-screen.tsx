import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENRICHMENT_UPLOAD_ROLES } from '../../../../shared/roles';
import type { ExportJob } from '../../../../shared/schemas/exports';
import type { ScreenProps } from '../../shared/components/screen-props';
import { ListScreen } from '../../shared/list/list-screen';
import { useListScreen } from '../../shared/list/use-list-screen';
import { DownloadModal } from './download-modal';
import { EnrichmentWizard } from './enrichment-wizard';
import { EXTRACTION_COLUMNS, EXTRACTIONS_LIST } from './extractions-list';
import { opensDownload } from './job-status';
import { useExportJobs } from './use-export-jobs';

/**
 * Extractions & Enrichments (spec section 2): the user's queued exports and enrichments (ADMIN:
 * everyone's), filtered as the other lists are, refreshed by themselves while a job is on its way;
 * a READY job downloads as `{fileName}.zip`; ADMIN and RISK_OFFICER also upload files to enrich.
 */
export default function EnricherScreen({ role }: ScreenProps) {
  const { t } = useTranslation();
  // Only ADMIN sees other users' jobs, so only ADMIN needs the user column.
  const definition = useMemo(
    () =>
      role === 'ADMIN'
        ? EXTRACTIONS_LIST
        : { ...EXTRACTIONS_LIST, columns: EXTRACTION_COLUMNS.filter((column) => column.id !== 'userId') },
    [role],
  );
  const screen = useListScreen(definition);
  const jobs = useExportJobs(screen.requestFilters, screen.filters.searchKey);
  const [downloading, setDownloading] = useState<ExportJob | null>(null);
  const [enriching, setEnriching] = useState(false);
  // The button spins for the user's own refresh, not for the polls in the background.
  const [refreshing, setRefreshing] = useState(false);
  const { mutate } = jobs;
  const refresh = useCallback(() => {
    setRefreshing(true);
    void mutate().finally(() => setRefreshing(false));
  }, [mutate]);

  return (
    <>
      <ListScreen
        screen={screen}
        rows={{
          rows: jobs.data?.exports ?? [],
          total: jobs.data?.total ?? null,
          loading: jobs.isLoading,
          failed: Boolean(jobs.error) && !jobs.data,
          onRetry: refresh,
        }}
        actions={
          <>
            {jobs.polling && <StatusIndicator type="loading">{t('extractions.autoRefresh')}</StatusIndicator>}
            <Button iconName="refresh" onClick={refresh} loading={refreshing}>
              {t('extractions.refresh')}
            </Button>
            {ENRICHMENT_UPLOAD_ROLES.includes(role) && (
              <Button variant="primary" iconName="upload" onClick={() => setEnriching(true)}>
                {t('extractions.enrich')}
              </Button>
            )}
          </>
        }
        // Spec section 2: a READY or DISCARDED row opens the download confirm; the row action does it from the keyboard.
        onRowClick={(job) => opensDownload(job) && setDownloading(job)}
        rowActions={{
          header: t('list.actions'),
          actions: (job) =>
            opensDownload(job) ? [{ id: 'download', text: t('extractions.download.confirmButton') }] : [],
          onAction: (_id, job) => setDownloading(job),
        }}
      />
      <DownloadModal job={downloading} onDismiss={() => setDownloading(null)} />
      {ENRICHMENT_UPLOAD_ROLES.includes(role) && (
        <EnrichmentWizard visible={enriching} onDismiss={() => setEnriching(false)} onQueued={refresh} />
      )}
    </>
  );
}
