import type { TFunction } from 'i18next';
import { formatDate } from '../../../../shared/format/italian-format';
import type { Configuration } from '../../../../shared/schemas/configuration';
import { editorsOf, editsOf } from '../../../../shared/versioned/lifecycle';
import type { ListColumn } from '../../shared/list/list-columns';

const EMPTY_CELL = '-';

/**
 * The columns of the three tables: when a version was in force (by day, as the black lists say it: a date
 * is meant, the instant of each change is in its detail), who changed it (its authors, every one since the
 * draft was made) and who published it, apart; the note is its last author's. The texts wrap, so that
 * every column fits a 1440 px screen.
 */
export function configurationColumns(t: TFunction): readonly ListColumn<Configuration>[] {
  return [
    { id: 'id', cell: (row) => row.id, width: 220, wrap: true, minWidth: 130 },
    { id: 'status', cell: (row) => t(`configurationScreen.statuses.${row.status}`), width: 160 },
    { id: 'validityStartDate', cell: (row) => formatDate(row.validityStartDate) || EMPTY_CELL, width: 120 },
    { id: 'validityEndDate', cell: (row) => formatDate(row.validityEndDate) || EMPTY_CELL, width: 120 },
    { id: 'publicationUser', cell: (row) => row.publicationUser || EMPTY_CELL, width: 140, wrap: true, minWidth: 110 },
    { id: 'authors', cell: (row) => editorsOf(row).join(', ') || EMPTY_CELL, width: 180, wrap: true, minWidth: 110 },
    { id: 'note', cell: (row) => editsOf(row).at(-1)?.note || EMPTY_CELL, width: 250, wrap: true },
  ];
}
