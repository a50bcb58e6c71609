import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PagePosition } from './page-reader';
import type { ListQuery } from './query-plan';

/**
 * The cursor of a list search, the one format of every list whatever its source: where the last page
 * ended, the total counted at the first page, and the page size. It travels as an opaque base64url
 * string of a few dozen bytes (the contract bounds it at 1,024 characters). Where the page ended is
 * said in the source's own terms:
 * - a DynamoDB plan (PageCursor): the group and the index sort key of the page's last row, so the next
 *   page resumes right below that row without reading the pages before it nor counting again;
 * - any other source (SourceCursor): the position it hands out, an offset into a list read whole (the
 *   users of the Cognito pool) or a token of its own (Cognito's PaginationToken).
 *
 * A checksum binds it to its search: a short hash of what picks the rows (for a plan its index,
 * partitions, sort range and conditions, the caller's markets among them; for another source the search
 * it states) and of the cursor's own fields. A cursor of another search, of another role's markets or
 * edited by hand does not match and is refused (INVALID_CURSOR, 400). It is a consistency check, not a
 * signature: the search is always rebuilt from the request and the caller's scope, so a cursor can only
 * move within rows the caller may see anyway.
 */
export interface PageCursor extends PagePosition {
  /** The search's total, when its first page was counted; absent when the count was asked apart. */
  total?: number;
  pageSize: number;
}

/** Where a page of a source other than a DynamoDB plan ended: an offset, or the source's own token. */
export type SourcePosition = number | string;

/** The cursor of a list whose rows come from elsewhere than a DynamoDB plan (see PageCursor). */
export interface SourceCursor {
  position: SourcePosition;
  total?: number;
  pageSize: number;
}

/** Sort keys are at most 1,024 bytes in DynamoDB; the lists' are about 40 characters. */
const MAX_SORT_KEY_LENGTH = 256;
/** A source's token fits the contract's 1,024 characters once encoded with the other fields. */
const MAX_TOKEN_LENGTH = 640;

/** Text a store can take back: a lone surrogate (possible in JSON) would fail there, a 500 not a 400. */
const storableText = (maxLength: number) =>
  z
    .string()
    .min(1)
    .max(maxLength)
    .refine((text) => !/[\uD800-\uDFFF]/.test(text));

/** The fields every cursor has besides its position: the total, the page size and the checksum. */
const COMMON_FIELDS = {
  t: z.number().int().min(0).optional(),
  n: z.number().int().min(1),
  h: z.string(),
};

const CursorFieldsSchema = z
  .object({ g: z.number().int().min(0), k: storableText(MAX_SORT_KEY_LENGTH), ...COMMON_FIELDS })
  .strict();

const SourceCursorFieldsSchema = z
  .object({
    p: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), storableText(MAX_TOKEN_LENGTH)]),
    ...COMMON_FIELDS,
  })
  .strict();

/** The plan as the checksum sees it: everything that decides which rows a search reads, in order. */
export function planFingerprint(query: ListQuery): string {
  const { index, groups, sortRange } = query.source;
  return JSON.stringify([
    index.name ?? null,
    index.partitionKey,
    index.sortKey,
    groups,
    sortRange ?? null,
    query.conditions,
  ]);
}

/** The short hash that binds a cursor's fields (its position first) to the search they came from. */
function signed(search: string, position: readonly unknown[], cursor: { total?: number; pageSize: number }): string {
  return createHash('sha256')
    .update(search)
    .update('\n')
    .update(JSON.stringify([...position, cursor.total ?? null, cursor.pageSize]))
    .digest('base64url')
    .slice(0, 16);
}

const checksum = (query: ListQuery, cursor: PageCursor) =>
  signed(planFingerprint(query), [cursor.group, cursor.sortKey], cursor);

// A source's search is told apart from any plan's fingerprint, so one cursor never reads as the other's.
const sourceChecksum = (search: string, cursor: SourceCursor) => signed(`source\n${search}`, [cursor.position], cursor);

const encoded = (fields: Record<string, unknown>) => Buffer.from(JSON.stringify(fields), 'utf8').toString('base64url');

/** The cursor's JSON fields, or undefined when the text is not base64url JSON at all. */
function decodedFields(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

export function encodeCursor(cursor: PageCursor, query: ListQuery): string {
  return encoded({
    g: cursor.group,
    k: cursor.sortKey,
    t: cursor.total,
    n: cursor.pageSize,
    h: checksum(query, cursor),
  });
}

/**
 * The cursor, when `text` is one this search handed out for pages of `pageSize` rows; undefined
 * otherwise (not a cursor, another search, another page size, a position outside the plan).
 */
export function decodeCursor(text: string, query: ListQuery, pageSize: number): PageCursor | undefined {
  const fields = CursorFieldsSchema.safeParse(decodedFields(text));
  if (!fields.success) return undefined;
  const { g, k, t, n, h } = fields.data;
  const cursor: PageCursor = { group: g, sortKey: k, ...(t === undefined ? {} : { total: t }), pageSize: n };
  if (h !== checksum(query, cursor)) return undefined;
  if (n !== pageSize || g >= query.source.groups.length) return undefined;
  // A position outside the sort range would make DynamoDB refuse the BETWEEN (a 500, not a 400).
  const range = query.source.sortRange;
  if (range && (k < range.from || k > range.to)) return undefined;
  return cursor;
}

/**
 * The cursor of a page of another source than a DynamoDB plan, bound to `search`: the text of what
 * picks the source's rows (its filters, and the caller's scope where it narrows them), in a stable order.
 */
export function encodeSourceCursor(cursor: SourceCursor, search: string): string {
  return encoded({ p: cursor.position, t: cursor.total, n: cursor.pageSize, h: sourceChecksum(search, cursor) });
}

/**
 * The cursor, when `text` is one encodeSourceCursor handed out for `search` and pages of `pageSize`
 * rows; undefined otherwise (not a cursor, a DynamoDB plan's, another search's, another page size).
 */
export function decodeSourceCursor(text: string, search: string, pageSize: number): SourceCursor | undefined {
  const fields = SourceCursorFieldsSchema.safeParse(decodedFields(text));
  if (!fields.success) return undefined;
  const { p, t, n, h } = fields.data;
  const cursor: SourceCursor = { position: p, ...(t === undefined ? {} : { total: t }), pageSize: n };
  if (h !== sourceChecksum(search, cursor) || n !== pageSize) return undefined;
  return cursor;
}
