import Box from '@cloudscape-design/components/box';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TFunction } from 'i18next';
import type { BlacklistStatus } from '../../../../shared/enums';
import { formatCount, formatDateTime } from '../../../../shared/format/italian-format';
import type { BlacklistVersion } from '../../../../shared/schemas/blacklist';
import type { ListColumn } from '../../shared/list/list-columns';
import { failureText, statusText, validityText } from './version-texts';

const EMPTY_CELL = '-';

/** How each status looks: loading under way, ready to publish, failed, waiting for midnight, in force, past. */
export const STATUS_INDICATOR: Readonly<Record<BlacklistStatus, StatusIndicatorProps.Type>> = {
  LOADING: 'in-progress',
  READY: 'pending',
  DISCARDING: 'error',
  PUBLISHED: 'info',
  ACTIVE: 'success',
  ARCHIVED: 'stopped',
};

/**
 * The status with its icon and, for a failed load, why under it: the reason in a text of its own, since
 * the indicator breaks its text anywhere when it wraps.
 */
export function BlacklistStatusText({ version, t }: { version: BlacklistVersion; t: TFunction }) {
  const failure = failureText(version, t);
  return (
    <span>
      <StatusIndicator type={STATUS_INDICATOR[version.status]}>{statusText(version, t)}</StatusIndicator>
      {failure && (
        <Box variant="small" color="text-status-error" display="block">
          {failure}
        </Box>
      )}
    </span>
  );
}

/** The columns of the three tables (spec section 3 'Black list file version', with when it is in force). */
export function blacklistColumns(t: TFunction): readonly ListColumn<BlacklistVersion>[] {
  // In force from/to comes third, what is read first after the status; the texts wrap so all fit 1440 px.
  return [
    { id: 'filename', cell: (row) => row.filename, width: 200, wrap: true, minWidth: 140 },
    { id: 'status', cell: (row) => <BlacklistStatusText version={row} t={t} />, width: 200, wrap: true, minWidth: 150 },
    { id: 'validity', cell: (row) => validityText(row, t) || EMPTY_CELL, width: 200, wrap: true, minWidth: 140 },
    { id: 'loadedRecords', cell: (row) => formatCount(row.loadedRecords), width: 120, numeric: true },
    { id: 'discardedRecords', cell: (row) => formatCount(row.discardedRecords), width: 120, numeric: true },
    { id: 'userId', cell: (row) => row.userId, width: 130 },
    { id: 'statusUpdateDate', cell: (row) => formatDateTime(row.statusUpdateDate) || EMPTY_CELL, width: 180 },
    { id: 'note', cell: (row) => row.note || EMPTY_CELL, width: 220, wrap: true },
  ];
}
