import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../../shared/format/italian-format';
import type { Configuration } from '../../../../shared/schemas/configuration';
import type { ListColumn } from '../../shared/list/list-columns';

const EMPTY_CELL = '-';

/** The columns of the three tables: who published a version, who changed it last, when it was in force. */
export function configurationColumns(t: TFunction): readonly ListColumn<Configuration>[] {
  return [
    { id: 'id', cell: (row) => row.id, width: 300 },
    { id: 'version', cell: (row) => String(row.version), width: 110 },
    { id: 'status', cell: (row) => t(`configurationScreen.statuses.${row.status}`), width: 170 },
    { id: 'validityStartDate', cell: (row) => formatDateTime(row.validityStartDate) || EMPTY_CELL, width: 190 },
    { id: 'validityEndDate', cell: (row) => formatDateTime(row.validityEndDate) || EMPTY_CELL, width: 190 },
    { id: 'publicationUser', cell: (row) => row.publicationUser || EMPTY_CELL, width: 170 },
    { id: 'updatedBy', cell: (row) => row.updatedBy || EMPTY_CELL, width: 170 },
    { id: 'note', cell: (row) => row.note || EMPTY_CELL },
  ];
}
