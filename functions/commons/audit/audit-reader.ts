import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TABLES } from '../../../shared/resources';
import type { AuditEntity } from '../../../shared/route-table';
import { HttpError } from '../http/http-error';
import { dayPartition, entityPartition, userPartition } from './audit-keys';
import { AUDIT_RECORD_FIELDS, type AuditRecord } from './audit-record';

/** Which page of a list: how many records, and the cursor of the previous page to go on from. */
export interface AuditPageRequest {
  pageSize?: number;
  cursor?: string;
}

/** Records newest first; a cursor when more may follow (a last page may answer one whose page is empty). */
export interface AuditPage {
  records: AuditRecord[];
  cursor?: string;
}

export const DEFAULT_AUDIT_PAGE_SIZE = 25;
export const MAX_AUDIT_PAGE_SIZE = 100;

/** Where one list reads: the table or an index, its key attribute names and the partition it reads. */
interface Listing {
  indexName?: string;
  partitionKey: string;
  sortKey: string;
  partition: string;
}

const AUDIT = TABLES.audit;
const [byEntity, byUser] = AUDIT.indexes;

/**
 * The three lists of the audit trail, each newest first and paged by cursor: one entity's calls, one
 * user's, one Italian day's. For tests now and the back office later; the routes' functions cannot
 * read the table (their grant is write-only), a reader needs a grant of its own.
 */
export function dynamoAuditReader(client: DynamoDBDocumentClient, table: string) {
  async function list(listing: Listing, request: AuditPageRequest): Promise<AuditPage> {
    const pageSize = request.pageSize ?? DEFAULT_AUDIT_PAGE_SIZE;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_AUDIT_PAGE_SIZE) {
      throw new RangeError(`An audit page holds 1 to ${MAX_AUDIT_PAGE_SIZE} records, not ${pageSize}`);
    }
    const output = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: listing.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': listing.partitionKey },
        ExpressionAttributeValues: { ':pk': listing.partition },
        ScanIndexForward: false,
        Limit: pageSize,
        ExclusiveStartKey: request.cursor === undefined ? undefined : decodeCursor(request.cursor, listing),
      }),
    );
    const records = (output.Items ?? []).map(recordOf);
    return { records, cursor: output.LastEvaluatedKey ? encodeCursor(output.LastEvaluatedKey) : undefined };
  }

  return {
    /** Every call on one entity (as the implementation named it, or as the request did). */
    byEntity: (type: AuditEntity, id: string, page: AuditPageRequest = {}) =>
      list({ ...byEntity, partition: entityPartition(type, id) }, page),
    /** Every audited call of one user. */
    byUser: (username: string, page: AuditPageRequest = {}) =>
      list({ ...byUser, partition: userPartition(username) }, page),
    /** Every audited call of one day in Italy (YYYY-MM-DD). */
    byDay: (day: string, page: AuditPageRequest = {}) =>
      list({ partitionKey: AUDIT.partitionKey, sortKey: AUDIT.sortKey, partition: dayPartition(day) }, page),
  };
}
export type AuditReader = ReturnType<typeof dynamoAuditReader>;

const recordOf = (item: Record<string, unknown>): AuditRecord =>
  Object.fromEntries(AUDIT_RECORD_FIELDS.map((field) => [field, item[field] ?? null])) as never;

/** The cursor is DynamoDB's LastEvaluatedKey, as base64url JSON: a few key strings. */
const encodeCursor = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

/**
 * The start key a cursor stands for, when it is one this list handed out: exactly the key attributes of
 * the list's index and of the table, all text, in the list's partition. Anything else is a 400: a cursor
 * of another list, or edited, must not read another partition nor reach DynamoDB as a malformed key.
 */
function decodeCursor(cursor: string, listing: Listing): Record<string, string> {
  const expected = [...new Set([listing.partitionKey, listing.sortKey, AUDIT.partitionKey, AUDIT.sortKey])].sort();
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const valid =
    key !== null &&
    typeof key === 'object' &&
    !Array.isArray(key) &&
    Object.keys(key).sort().join() === expected.join() &&
    Object.values(key).every((value) => typeof value === 'string') &&
    (key as Record<string, string>)[listing.partitionKey] === listing.partition;
  if (!valid) throw new HttpError('INVALID_CURSOR');
  return key as Record<string, string>;
}
