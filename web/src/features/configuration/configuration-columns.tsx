import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../../shared/format/italian-format';
import type { Configuration } from '../../../../shared/schemas/configuration';
import { editorsOf, editsOf } from '../../../../shared/versioned/lifecycle';
import type { ListColumn } from '../../shared/list/list-columns';

const EMPTY_CELL = '-';

/**
 * The columns of the three tables: when a version was in force, who changed it (its authors, every one
 * since the draft was made) and who published it, apart; the note is its last author's.
 */
export function configurationColumns(t: TFunction): readonly ListColumn<Configuration>[] {
  return [
    { id: 'id', cell: (row) => row.id, width: 300 },
    { id: 'status', cell: (row) => t(`configurationScreen.statuses.${row.status}`), width: 170 },
    { id: 'validityStartDate', cell: (row) => formatDateTime(row.validityStartDate) || EMPTY_CELL, width: 190 },
    { id: 'validityEndDate', cell: (row) => formatDateTime(row.validityEndDate) || EMPTY_CELL, width: 190 },
    { id: 'publicationUser', cell: (row) => row.publicationUser || EMPTY_CELL, width: 170 },
    { id: 'authors', cell: (row) => editorsOf(row).join(', ') || EMPTY_CELL, width: 220 },
    { id: 'note', cell: (row) => editsOf(row).at(-1)?.note || EMPTY_CELL },
  ];
}
