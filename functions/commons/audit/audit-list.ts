import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { auditEntityIdOf, auditUserOf } from '../../../shared/audit-events';
import { daysNewestFirst, nextDay, romeDayStartUtc } from '../../../shared/italian-time';
import { type AUDIT_SLIM_ATTRIBUTES, TABLES } from '../../../shared/resources';
import type { AuditFilters, AuditRecordRow } from '../../../shared/schemas/audit';
import { defaultAuditRange } from '../../../shared/validators/ranges';
import { documentClient } from '../clients';
import type { Condition } from '../dynamo/filter-expression';
import { type ListPageRequest, listPage } from '../dynamo/list-page';
import { pageReader } from '../dynamo/page-reader';
import type { IndexSpec, ListQuery } from '../dynamo/query-plan';
import type { ReadStats } from '../dynamo/read-stats';
import { tableName } from '../env';
import { dayPartition, entityPartition, userPartition } from './audit-keys';
import { AUDIT_RECORD_FIELDS } from './audit-record';

/** The attributes a condition of the list may name: those the day index carries (the others carry all). */
type AuditAttribute = (typeof AUDIT_SLIM_ATTRIBUTES)[number];
export type AuditQuery = ListQuery<AuditAttribute>;

const index = (name: string): IndexSpec => {
  const found = TABLES.audit.indexes.find((candidate) => candidate.indexName === name);
  if (!found) throw new Error(`The audit table has no index ${name}`);
  return { name: found.indexName, partitionKey: found.partitionKey, sortKey: found.sortKey as string };
};
const BY_ENTITY = index('byEntity');
const BY_USER = index('byUser');
const BY_DAY = index('byDay');

/**
 * The plan of 'Registro modifiche' (docs/audit.md 'Reading the trail'), newest first within the date
 * range (by default the last seven Italian days):
 * - one entity (one kind and an id): its partition of `byEntity`, the range on its sort key;
 * - else one user: their partition of `byUser`, the same;
 * - else the range's day partitions through `byDay`, which carries only what the filters read.
 * Every other filter is a condition: who, which kind, which id, which action, which outcome.
 */
export function auditQuery(filters: AuditFilters, today: string): AuditQuery {
  const range = filters.dateRange ?? defaultAuditRange(today);
  // Sort keys are `<instant>#<request id>`: the range's first instant, and the next day's first, excluded.
  const sortRange = { from: romeDayStartUtc(range.startDate), to: romeDayStartUtc(nextDay(range.endDate)) };
  const [onlyType] = filters.entityType?.length === 1 ? filters.entityType : [];
  const entityId = filters.entityId === undefined ? undefined : auditEntityIdOf(onlyType, filters.entityId);
  const byEntity = onlyType !== undefined && entityId !== undefined;
  const user = filters.user === undefined ? undefined : auditUserOf(filters.user);
  const byUser = !byEntity && user !== undefined;
  const conditions: Condition<AuditAttribute>[] = [];
  if (!byUser && user !== undefined) conditions.push({ kind: 'in', attribute: 'user', values: [user] });
  if (!byEntity && filters.entityType)
    conditions.push({ kind: 'in', attribute: 'entityType', values: filters.entityType });
  if (!byEntity && entityId !== undefined) {
    conditions.push({ kind: 'in', attribute: 'entityId', values: [entityId] });
  }
  if (filters.action) conditions.push({ kind: 'in', attribute: 'route', values: filters.action });
  if (filters.outcome) conditions.push({ kind: 'in', attribute: 'outcome', values: filters.outcome });
  if (byEntity) {
    const partition = entityPartition(onlyType, entityId as string);
    return { source: { index: BY_ENTITY, groups: [[partition]], sortRange }, conditions };
  }
  if (byUser) {
    return { source: { index: BY_USER, groups: [[userPartition(user as string)]], sortRange }, conditions };
  }
  const days = daysNewestFirst(range.startDate, range.endDate).map((day) => [dayPartition(day)]);
  return { source: { index: BY_DAY, groups: days }, conditions };
}

/** A record as the list answers it: its fields, none of the keys. */
export const auditRowOf = (item: Record<string, unknown>): AuditRecordRow =>
  Object.fromEntries(AUDIT_RECORD_FIELDS.map((field) => [field, item[field] ?? null])) as AuditRecordRow;

/**
 * The audit trail on the list rail (listPage and the page reader, like every list: a cursor bound to
 * its search, one count per search). The only reader of the audit table, for the list route and its
 * queued export; every writer holds write-only access.
 */
export function auditList(client: DynamoDBDocumentClient, table: string, stats?: ReadStats) {
  const reader = pageReader(client, table, stats);
  return {
    page: (filters: AuditFilters, today: string, request: ListPageRequest) =>
      listPage(reader, auditQuery(filters, today), request, auditRowOf),
    async *stream(filters: AuditFilters, today: string): AsyncGenerator<AuditRecordRow> {
      for await (const item of reader.streamItems(auditQuery(filters, today))) yield auditRowOf(item);
    },
  };
}
export type AuditList = ReturnType<typeof auditList>;

/** The trail of this container's audit table. */
export const containerAuditList = () => auditList(documentClient, tableName('audit'));
