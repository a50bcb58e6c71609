import { EXPORT_STATUSES, EXPORT_TYPES } from '../../../../shared/enums';
import type { ExportFilesFilters } from '../../../../shared/schemas/exports';
import type { FilterField } from '../../shared/list/filter-fields';

type Field = FilterField<keyof ExportFilesFilters & string>;

export const FILE_NAME_FIELD = { key: 'fileName', kind: 'text' } as const satisfies Field;
export const STATUS_FIELD = {
  key: 'executionStatus',
  kind: 'multi',
  options: EXPORT_STATUSES,
} as const satisfies Field;
export const TYPE_FIELD = { key: 'exportType', kind: 'multi', options: EXPORT_TYPES } as const satisfies Field;
export const DATE_RANGE_FIELD = { key: 'dateRange', kind: 'dayRange' } as const satisfies Field;

/** The job list's filters, in the order of their chips. */
export const EXTRACTION_FILTER_FIELDS: readonly Field[] = [FILE_NAME_FIELD, STATUS_FIELD, TYPE_FIELD, DATE_RANGE_FIELD];

/** Spec section 9: every status, every type, any date; nothing to send. */
export const EXTRACTION_DEFAULTS: ExportFilesFilters = {};
