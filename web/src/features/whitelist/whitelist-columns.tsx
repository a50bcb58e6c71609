import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../../shared/format/italian-format';
import type { WhitelistSubject } from '../../../../shared/schemas/whitelist';
import { formatExpiry } from '../../../../shared/whitelist/whitelist-insert';
import type { ListColumn } from '../../shared/list/list-columns';
import { type SubjectStatus, subjectStatus } from './whitelist-subject';

const EMPTY_CELL = '-';

const STATUS_INDICATOR: Record<SubjectStatus, StatusIndicatorProps.Type> = {
  active: 'success',
  expired: 'warning',
  // Revoked on purpose by someone: stopped, not failed.
  revoked: 'stopped',
};

/** 'Attivo', 'Scaduto' or 'Revocato', as of the moment it is drawn. */
export function SubjectStatusIndicator({ subject }: { subject: WhitelistSubject }) {
  const { t } = useTranslation();
  const status = subjectStatus(subject, new Date());
  return <StatusIndicator type={STATUS_INDICATOR[status]}>{t(`whitelist.statuses.${status}`)}</StatusIndicator>;
}

/**
 * The entry's fields in the spec's order (section 3 'White list subject'), but for its status, right after
 * whom it names: whether it exempts now is what a reader looks for first.
 */
export const WHITELIST_COLUMNS: readonly ListColumn<WhitelistSubject>[] = [
  { id: 'id', cell: (row) => row.id, width: 200, wrap: true },
  // Wide enough for 16 letters of the widest (W, M) without an ellipsis.
  { id: 'taxCode', cell: (row) => row.taxCode ?? EMPTY_CELL, width: 195 },
  { id: 'vatRegistrationNo', cell: (row) => row.vatRegistrationNo ?? EMPTY_CELL, width: 135 },
  { id: 'companyName', cell: (row) => row.companyName, width: 200, wrap: true },
  { id: 'status', cell: (row) => <SubjectStatusIndicator subject={row} />, width: 120 },
  { id: 'reasonDescription', cell: (row) => row.reasonDescription, width: 170, wrap: true, minWidth: 110 },
  // The day it was inserted, as the list filters it; the detail has the time.
  { id: 'creationDate', cell: (row) => formatDate(row.creationDate), width: 120 },
  { id: 'expiringDate', cell: (row) => formatExpiry(row.expiringDate), width: 160 },
  { id: 'revocationDate', cell: (row) => formatDateTime(row.revocationDate) || EMPTY_CELL, width: 180 },
  { id: 'creationUser', cell: (row) => row.creationUser, width: 140, wrap: true, minWidth: 110 },
  { id: 'revocationUser', cell: (row) => row.revocationUser ?? EMPTY_CELL, width: 140, wrap: true, minWidth: 110 },
  { id: 'note', cell: (row) => row.note || EMPTY_CELL, width: 240, wrap: true },
];

/**
 * Shown until the user chooses otherwise: whom it names, whether it exempts now, why, and from when to
 * when; they fit a 1440 px screen. The id, the revocation, who inserted or revoked it and the note are
 * one click away in the column settings, and all of them in the detail.
 */
export const DEFAULT_WHITELIST_COLUMNS = [
  'taxCode',
  'vatRegistrationNo',
  'companyName',
  'status',
  'reasonDescription',
  'creationDate',
  'expiringDate',
] as const;
