import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { EXPORT_STATUSES, EXPORT_TYPES } from '../../../../shared/enums';
import { formatCount, formatDateTime } from '../../../../shared/format/italian-format';
import { type ExportFilesFilters, ExportFilesFiltersSchema, type ExportJob } from '../../../../shared/schemas/exports';
import { EXPORT_STATUS_INDICATOR } from '../../shared/export/export-status-indicator';
import { filtersText } from '../../shared/list/chips';
import type { FilterField } from '../../shared/list/filter-fields';
import { useFilterTexts } from '../../shared/list/filter-texts';
import type { ListColumn } from '../../shared/list/list-columns';
import type { ListDefinition } from '../../shared/list/list-definition';
import { useExtractionTexts } from './extraction-texts';
import { jobKey } from './job-status';

type Field = FilterField<keyof ExportFilesFilters & string>;

/** The job list's filters, in the order of their chips (spec section 9: by default every status, every type, any date). */
const EXTRACTION_FIELDS = [
  { key: 'fileName', kind: 'text' },
  { key: 'executionStatus', kind: 'multi', options: EXPORT_STATUSES },
  { key: 'exportType', kind: 'multi', options: EXPORT_TYPES },
  { key: 'dateRange', kind: 'dayRange' },
] as const satisfies readonly Field[];

const EMPTY_CELL = '-';

/** Which filters the export was made with, in words, as its list's chips say them. */
function JobFilters({ job }: { job: ExportJob }) {
  return <>{filtersText(job.filters, useFilterTexts()) || EMPTY_CELL}</>;
}

function JobType({ job }: { job: ExportJob }) {
  return <>{useExtractionTexts().type(job.exportType)}</>;
}

/** The status in words and colour, and for a job in ERROR why, in full. */
function JobStatus({ job }: { job: ExportJob }) {
  const texts = useExtractionTexts();
  return (
    <span data-testid="job-status">
      <StatusIndicator type={EXPORT_STATUS_INDICATOR[job.status]}>{texts.status(job.status)}</StatusIndicator>
      {job.status === 'ERROR' && job.failure && (
        <Box variant="small" color="text-status-error" display="block">
          {texts.failure(job.failure)}
        </Box>
      )}
    </span>
  );
}

/**
 * The columns, newest job first as the server answers; `userId` only where other users' jobs show
 * (ADMIN). Every one fits a 1440 px screen: the texts wrap, down to the least each can do with.
 */
export const EXTRACTION_COLUMNS: readonly ListColumn<ExportJob>[] = [
  { id: 'fileName', cell: (job) => job.fileName, width: 200, wrap: true, minWidth: 130 },
  { id: 'exportType', cell: (job) => <JobType job={job} />, width: 160, wrap: true, minWidth: 110 },
  { id: 'requestDate', cell: (job) => formatDateTime(job.requestDate) || EMPTY_CELL, width: 180 },
  {
    id: 'recordCount',
    cell: (job) => (job.recordCount === null ? EMPTY_CELL : formatCount(job.recordCount)),
    width: 110,
    numeric: true,
  },
  { id: 'userId', cell: (job) => job.userId, width: 140, wrap: true, minWidth: 100 },
  { id: 'status', cell: (job) => <JobStatus job={job} />, width: 180, wrap: true, minWidth: 110 },
  { id: 'note', cell: (job) => job.note || EMPTY_CELL, width: 200, wrap: true, minWidth: 110 },
  { id: 'filters', cell: (job) => <JobFilters job={job} />, width: 280, wrap: true, minWidth: 140 },
];

/** Extractions & Enrichments (spec section 2) as the list kit takes it: one page, refreshed, no selection. */
export const EXTRACTIONS_LIST: ListDefinition<ExportFilesFilters, ExportJob> = {
  id: 'extractions',
  texts: 'extractions',
  schema: ExportFilesFiltersSchema,
  quickFields: EXTRACTION_FIELDS,
  defaults: () => ({}),
  filterTexts: 'extractions',
  columns: EXTRACTION_COLUMNS,
  columnLabel: (id, t) => t(`extractions.columns.${id}` as 'extractions.columns.fileName'),
  rowKey: jobKey,
  rowLabel: (job) => job.fileName,
  selection: 'none',
};
