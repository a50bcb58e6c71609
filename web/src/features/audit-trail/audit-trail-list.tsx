import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { auditCsv } from '../../../../shared/audit/audit-csv';
import { AUDIT_ACTIONS } from '../../../../shared/audit-actions';
import { AUDIT_ENTITIES, SYSTEM_ACTOR } from '../../../../shared/audit-events';
import { PAGE_SIZE } from '../../../../shared/constants';
import { formatDateTime } from '../../../../shared/format/italian-format';
import {
  AUDIT_OUTCOMES,
  type AuditFilters,
  AuditFiltersSchema,
  type AuditRecordRow,
} from '../../../../shared/schemas/audit';
import { defaultAuditRange, isValidRequestLogRange } from '../../../../shared/validators/ranges';
import { api } from '../../shared/api';
import type { FilterField } from '../../shared/list/filter-fields';
import type { ListColumn } from '../../shared/list/list-columns';
import type { PagedListDefinition } from '../../shared/list/list-definition';
import { aimedEntity } from './record-entity';
import { reasonText } from './record-reason';

type Field = FilterField<keyof AuditFilters & string>;

/** An audit record's columns: when, who, which entity (kind and id), which action, which outcome. */
const AUDIT_FIELDS = [
  { key: 'dateRange', kind: 'dayRange' },
  { key: 'user', kind: 'text' },
  { key: 'entityType', kind: 'multi', options: AUDIT_ENTITIES },
  { key: 'entityId', kind: 'text' },
  { key: 'action', kind: 'multi', options: AUDIT_ACTIONS },
  { key: 'outcome', kind: 'multi', options: AUDIT_OUTCOMES },
] as const satisfies readonly Field[];

const EMPTY_CELL = '-';

/** The user as a reader knows them: the system by its name, a person by their username. */
export const userText = (user: string, t: TFunction) => (user === SYSTEM_ACTOR ? t('auditTrail.systemActor') : user);
/** A role by its name in the console's words; the system's by the system's name. */
export const roleText = (role: AuditRecordRow['role'], t: TFunction) =>
  role === SYSTEM_ACTOR ? t('auditTrail.systemActor') : t(`roles.${role}` as 'roles.ADMIN');
/** An action's words; a route without its own (one added since) by its name. */
export const actionText = (route: string, t: TFunction) =>
  t(`auditTrail.options.action.${route}` as 'auditTrail.options.action.updateAgency', { defaultValue: route });

/** An entity's kind in the console's words. */
export const entityTypeText = (entityType: AuditRecordRow['entityType'], t: TFunction) =>
  t(`auditTrail.options.entityType.${entityType}` as 'auditTrail.options.entityType.AGENCY');

function UserCell({ row }: { row: AuditRecordRow }) {
  const { t } = useTranslation();
  return <>{userText(row.user, t)}</>;
}

function RoleCell({ row }: { row: AuditRecordRow }) {
  const { t } = useTranslation();
  return <>{roleText(row.role, t)}</>;
}

function ActionCell({ row }: { row: AuditRecordRow }) {
  const { t } = useTranslation();
  return <>{actionText(row.route, t)}</>;
}

function EntityTypeCell({ row }: { row: AuditRecordRow }) {
  const { t } = useTranslation();
  return <>{entityTypeText(row.entityType, t)}</>;
}

/** The note, else why it was refused or failed, in the console's language. */
function NoteCell({ row }: { row: AuditRecordRow }) {
  const { i18n } = useTranslation();
  return <>{row.note || reasonText(row, i18n) || EMPTY_CELL}</>;
}

const OUTCOME_INDICATOR: Record<AuditRecordRow['outcome'], StatusIndicatorProps.Type> = {
  SUCCEEDED: 'success',
  REFUSED: 'stopped',
  FAILED: 'error',
  STARTED: 'warning',
};

export function OutcomeIndicator({ outcome }: { outcome: AuditRecordRow['outcome'] }) {
  const { t } = useTranslation();
  return (
    <StatusIndicator type={OUTCOME_INDICATOR[outcome]}>
      {t(`auditTrail.options.outcome.${outcome}` as 'auditTrail.options.outcome.SUCCEEDED')}
    </StatusIndicator>
  );
}

/** Who, when, what and how it ended first: what an auditor scans for. */
const AUDIT_COLUMNS: readonly ListColumn<AuditRecordRow>[] = [
  { id: 'at', cell: (row) => formatDateTime(row.at), width: 190 },
  { id: 'user', cell: (row) => <UserCell row={row} />, width: 170 },
  // An action's label wraps between its words, never inside one ('Disabilitazione utente' is 180 px whole).
  { id: 'action', cell: (row) => <ActionCell row={row} />, width: 280, wrap: true, minWidth: 200 },
  { id: 'entityType', cell: (row) => <EntityTypeCell row={row} />, width: 220, wrap: true, minWidth: 160 },
  // The entity the call was about, never the request's own id (record-entity.ts).
  { id: 'entityId', cell: (row) => aimedEntity(row) ?? EMPTY_CELL, width: 240, wrap: true },
  { id: 'outcome', cell: (row) => <OutcomeIndicator outcome={row.outcome} />, width: 150 },
  { id: 'role', cell: (row) => <RoleCell row={row} />, width: 190, wrap: true },
  { id: 'note', cell: (row) => <NoteCell row={row} />, wrap: true, width: 400 },
];

/** 'Registro modifiche' as the list kit takes it: 50 a page by cursor, the last seven days by default. */
export const AUDIT_TRAIL_LIST: PagedListDefinition<AuditFilters, AuditRecordRow> = {
  id: 'auditTrail',
  texts: 'auditTrail',
  schema: AuditFiltersSchema,
  quickFields: AUDIT_FIELDS,
  defaults: (today) => ({ dateRange: defaultAuditRange(today) }),
  isValidRange: isValidRequestLogRange,
  filterTexts: 'auditTrail',
  columns: AUDIT_COLUMNS,
  columnLabel: (id, t) => t(`auditTrail.columns.${id}` as 'auditTrail.columns.at'),
  defaultColumns: ['at', 'user', 'action', 'entityType', 'entityId', 'outcome'],
  rowKey: (row) => `${row.at}#${row.requestId}`,
  rowLabel: (row) => `${formatDateTime(row.at)} ${row.user} ${row.route} ${aimedEntity(row) ?? ''}`.trim(),
  selection: 'multi',
  exports: {
    filePrefix: 'Export_RegistroModifiche',
    // The rows are all on the page already: written here, with the columns of the queued AUDIT export.
    csvOf: async (rows) => auditCsv(rows),
    extractionType: 'AUDIT',
  },
  // The count is asked apart: a busy week's count reads every record of the search, the page 50.
  countApart: true,
  async fetchPage(filters, { pageNumber, cursor, count }) {
    const answer = await api.call('auditTrail', {
      body: { filters, pageNumber, pageSize: PAGE_SIZE, cursor, count },
    });
    return { rows: answer.records.map((row) => row.jsonValue), total: answer.total, cursor: answer.cursor };
  },
};
