import { useCallback, useMemo, useState } from 'react';
import { ENRICHMENT_UPLOAD_ROLES } from '../../../../shared/roles';
import { ExportFilesFiltersSchema, type ExportJob } from '../../../../shared/schemas/exports';
import { italianToday } from '../../../../shared/validators/ranges';
import type { ScreenProps } from '../../shared/components/screen-props';
import { chipsFromFilters } from '../../shared/list/chips';
import { useListFilters } from '../../shared/list/use-list-filters';
import { DownloadModal } from './download-modal';
import { EnrichmentWizard } from './enrichment-wizard';
import { ExtractionFilterBar } from './extraction-filter-bar';
import { EXTRACTION_DEFAULTS, EXTRACTION_FILTER_FIELDS } from './extraction-filters';
import { useExtractionTexts } from './extraction-texts';
import { ExtractionsHeader } from './extractions-header';
import { ExtractionsTable } from './extractions-table';
import { useExportJobs } from './use-export-jobs';

/**
 * Extractions & Enrichments (spec section 2): the user's queued exports and enrichments (ADMIN:
 * everyone's), filtered as the other lists are, refreshed by themselves while a job is on its way;
 * a READY job downloads as `{fileName}.zip`; ADMIN and RISK_OFFICER also upload files to enrich.
 */
export default function EnricherScreen({ role }: ScreenProps) {
  const [today] = useState(italianToday);
  const filters = useListFilters({
    fields: EXTRACTION_FILTER_FIELDS,
    schema: ExportFilesFiltersSchema,
    defaults: EXTRACTION_DEFAULTS,
  });
  const jobs = useExportJobs(filters.applied, filters.searchKey);
  const texts = useExtractionTexts();
  const chips = useMemo(
    () => chipsFromFilters(EXTRACTION_FILTER_FIELDS, filters.applied, EXTRACTION_DEFAULTS, texts.chips),
    [filters.applied, texts.chips],
  );
  const [downloading, setDownloading] = useState<ExportJob | null>(null);
  const [enriching, setEnriching] = useState(false);
  // The button spins for the user's own refresh, not for the polls in the background.
  const [refreshing, setRefreshing] = useState(false);
  const { mutate } = jobs;
  const refresh = useCallback(() => {
    setRefreshing(true);
    void mutate().finally(() => setRefreshing(false));
  }, [mutate]);
  const canEnrich = ENRICHMENT_UPLOAD_ROLES.includes(role);

  return (
    <>
      <ExtractionsTable
        jobs={jobs.data?.exports ?? []}
        loading={jobs.isLoading}
        failed={Boolean(jobs.error) && !jobs.data}
        onRetry={refresh}
        showUser={role === 'ADMIN'}
        onOpen={setDownloading}
        header={
          <ExtractionsHeader
            total={jobs.data?.total ?? null}
            refreshing={refreshing}
            polling={jobs.polling}
            onRefresh={refresh}
            onEnrich={canEnrich ? () => setEnriching(true) : undefined}
          />
        }
        filter={
          <ExtractionFilterBar
            draft={filters.draft}
            onDraftChange={filters.setDraftField}
            chips={chips}
            onRemoveChip={filters.remove}
            onReset={filters.reset}
            onSubmit={filters.submit}
            today={today}
          />
        }
      />
      <DownloadModal job={downloading} onDismiss={() => setDownloading(null)} />
      {canEnrich && <EnrichmentWizard visible={enriching} onDismiss={() => setEnriching(false)} onQueued={refresh} />}
    </>
  );
}
