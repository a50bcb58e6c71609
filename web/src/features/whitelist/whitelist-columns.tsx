import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/italian-format';
import type { WhitelistSubject } from '../../../../shared/schemas/whitelist';
import type { ListColumn } from '../../shared/list/list-columns';
import { formatExpiry, type SubjectStatus, subjectStatus } from './whitelist-subject';

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

/** The entry's fields in the spec's order (section 3 'White list subject'), its status after its dates. */
export const WHITELIST_COLUMNS: readonly ListColumn<WhitelistSubject>[] = [
  { id: 'id', cell: (row) => row.id },
  { id: 'taxCode', cell: (row) => row.taxCode ?? EMPTY_CELL },
  { id: 'vatRegistrationNo', cell: (row) => row.vatRegistrationNo ?? EMPTY_CELL, width: 160 },
  { id: 'companyName', cell: (row) => row.companyName, width: 240, wrap: true },
  { id: 'reasonDescription', cell: (row) => row.reasonDescription, wrap: true },
  { id: 'creationDate', cell: (row) => formatDateTime(row.creationDate), width: 190 },
  { id: 'expiringDate', cell: (row) => formatExpiry(row.expiringDate), width: 190 },
  { id: 'revocationDate', cell: (row) => formatDateTime(row.revocationDate) || EMPTY_CELL, width: 190 },
  { id: 'status', cell: (row) => <SubjectStatusIndicator subject={row} />, width: 140 },
  { id: 'creationUser', cell: (row) => row.creationUser, width: 160 },
  { id: 'revocationUser', cell: (row) => row.revocationUser ?? EMPTY_CELL, width: 160 },
  { id: 'note', cell: (row) => row.note || EMPTY_CELL, wrap: true },
];

/**
 * Shown until the user chooses otherwise: who, why, from when to when, and whether it exempts now; the
 * id, who inserted or revoked it and the note are one click away (and all of them in the detail).
 */
export const DEFAULT_WHITELIST_COLUMNS = [
  'taxCode',
  'vatRegistrationNo',
  'companyName',
  'reasonDescription',
  'creationDate',
  'expiringDate',
  'revocationDate',
  'status',
] as const;
