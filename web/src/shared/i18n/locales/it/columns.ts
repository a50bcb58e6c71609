import { COLUMN_LABELS } from '../../../../../../shared/request-log/column-labels';

export const columnsTexts = {
  // The CSV headers and the Italian column titles are one list.
  columns: COLUMN_LABELS,
};
