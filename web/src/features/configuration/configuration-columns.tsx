import type { TFunction } from 'i18next';
import { formatDate } from '../../../../shared/format/italian-format';
import type { Configuration } from '../../../../shared/schemas/configuration';
import type { ListColumn } from '../../shared/list/list-columns';

const EMPTY_CELL = '-';

/**
 * The columns of the three tables: who published a version, who changed it last, when it was in force
 * (by day, as the black lists say it: a date is meant, the instant of each change is in its detail).
 * The texts wrap, so that every column fits a 1440 px screen.
 */
export function configurationColumns(t: TFunction): readonly ListColumn<Configuration>[] {
  return [
    { id: 'id', cell: (row) => row.id, width: 220, wrap: true, minWidth: 130 },
    { id: 'version', cell: (row) => String(row.version), width: 100 },
    { id: 'status', cell: (row) => t(`configurationScreen.statuses.${row.status}`), width: 160 },
    { id: 'validityStartDate', cell: (row) => formatDate(row.validityStartDate) || EMPTY_CELL, width: 120 },
    { id: 'validityEndDate', cell: (row) => formatDate(row.validityEndDate) || EMPTY_CELL, width: 120 },
    { id: 'publicationUser', cell: (row) => row.publicationUser || EMPTY_CELL, width: 140, wrap: true, minWidth: 110 },
    { id: 'updatedBy', cell: (row) => row.updatedBy || EMPTY_CELL, width: 140, wrap: true, minWidth: 110 },
    { id: 'note', cell: (row) => row.note || EMPTY_CELL, width: 250, wrap: true },
  ];
}
