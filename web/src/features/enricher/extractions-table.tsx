import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COLUMN_WIDTH, WIDE_COLUMN_WIDTHS } from '../../../../shared/constants';
import { formatCount, formatDateTime } from '../../../../shared/format/italian-format';
import type { ExportJob } from '../../../../shared/schemas/exports';
import '../../shared/list/list-table.css';
import { useExtractionTexts } from './extraction-texts';
import { jobKey, opensDownload, STATUS_INDICATOR } from './job-status';

interface ExtractionsTableProps {
  jobs: readonly ExportJob[];
  header: ReactNode;
  filter: ReactNode;
  /** Nothing to show yet: the first answer of a search is on its way. */
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The user column: only ADMIN sees other users' jobs. */
  showUser: boolean;
  onOpen: (job: ExportJob) => void;
}

const EMPTY_CELL = '-';

/**
 * The job table: newest first as the server answers. A READY or DISCARDED row opens the download
 * confirm on click; its file name is a link-button too, so the keyboard reaches the same modal.
 */
export function ExtractionsTable({
  jobs,
  header,
  filter,
  loading,
  failed,
  onRetry,
  showUser,
  onOpen,
}: ExtractionsTableProps) {
  const { t } = useTranslation();
  const texts = useExtractionTexts();

  const columns = useMemo<TableProps.ColumnDefinition<ExportJob>[]>(() => {
    const all: (TableProps.ColumnDefinition<ExportJob> & { id: string })[] = [
      {
        id: 'fileName',
        header: t('extractions.columns.fileName'),
        width: 280,
        cell: (job) =>
          opensDownload(job) ? (
            <Link onFollow={() => onOpen(job)} ariaLabel={t('extractions.download.open', { fileName: job.fileName })}>
              {job.fileName}
            </Link>
          ) : (
            job.fileName
          ),
      },
      { id: 'exportType', header: t('extractions.columns.exportType'), cell: (job) => texts.type(job.exportType) },
      {
        id: 'requestDate',
        header: t('extractions.columns.requestDate'),
        width: 170,
        cell: (job) => formatDateTime(job.requestDate) || EMPTY_CELL,
      },
      {
        id: 'recordCount',
        header: t('extractions.columns.recordCount'),
        width: 140,
        cell: (job) => (
          <Box textAlign="right">{job.recordCount === null ? EMPTY_CELL : formatCount(job.recordCount)}</Box>
        ),
      },
      { id: 'userId', header: t('extractions.columns.userId'), cell: (job) => job.userId },
      {
        id: 'status',
        header: t('extractions.columns.status'),
        width: 260,
        cell: (job) => (
          <span data-testid="job-status">
            <StatusIndicator type={STATUS_INDICATOR[job.status]}>{texts.status(job.status)}</StatusIndicator>
            {job.status === 'ERROR' && job.failure && (
              <Box variant="small" color="text-status-error" display="block">
                {texts.failure(job.failure)}
              </Box>
            )}
          </span>
        ),
      },
      {
        id: 'note',
        header: t('extractions.columns.note'),
        width: WIDE_COLUMN_WIDTHS.note,
        cell: (job) => job.note || EMPTY_CELL,
      },
    ];
    return all
      .filter((column) => showUser || column.id !== 'userId')
      .map((column) => ({ width: DEFAULT_COLUMN_WIDTH, minWidth: 80, ...column }));
  }, [t, texts, showUser, onOpen]);

  return (
    <div className="semaforo-list-table">
      <Table
        variant="full-page"
        stickyHeader
        resizableColumns
        wrapLines={false}
        header={header}
        filter={filter}
        items={jobs as ExportJob[]}
        trackBy={jobKey}
        columnDefinitions={columns}
        onRowClick={({ detail }) => {
          if (opensDownload(detail.item)) onOpen(detail.item);
        }}
        loading={loading}
        loadingText={t('list.loading')}
        ariaLabels={{ tableLabel: t('extractions.tableLabel') }}
        empty={
          <Box textAlign="center" color="inherit" padding={{ vertical: 'l' }}>
            {failed ? (
              <SpaceBetween size="xs" alignItems="center">
                <StatusIndicator type="error">{t('list.loadFailed')}</StatusIndicator>
                <Button formAction="none" onClick={onRetry}>
                  {t('list.retry')}
                </Button>
              </SpaceBetween>
            ) : (
              t('extractions.empty')
            )}
          </Box>
        }
      />
    </div>
  );
}
