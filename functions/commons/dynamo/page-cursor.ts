import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PagePosition } from './page-reader';
import type { ListQuery } from './query-plan';

/**
 * The cursor of a list search: where the last page ended (its group and the index sort key of its last
 * row), the total counted at the first page, and the page size. The next page resumes right below that
 * row without reading the pages before it nor counting again. It travels as an opaque base64url string
 * of a few dozen bytes (the contract bounds it at 1,024 characters).
 *
 * A checksum binds it to its search: a short hash of the query plan (index, partitions, sort range,
 * conditions, the caller's markets among them) and of the cursor's own fields. A cursor of another
 * search, of another role's markets or edited by hand does not match and is refused (INVALID_CURSOR,
 * 400). It is a consistency check, not a signature: the plan is always rebuilt from the request and the
 * caller's markets, so a cursor can only move within rows the caller may see anyway.
 */
export interface PageCursor extends PagePosition {
  /** The search's total, when its first page was counted; absent when the count was asked apart. */
  total?: number;
  pageSize: number;
}

/** Sort keys are at most 1,024 bytes in DynamoDB; the lists' are about 40 characters. */
const MAX_SORT_KEY_LENGTH = 256;

const CursorFieldsSchema = z
  .object({
    g: z.number().int().min(0),
    // A sort key is text DynamoDB can store: a lone surrogate (possible in JSON) would fail there, a 500.
    k: z
      .string()
      .min(1)
      .max(MAX_SORT_KEY_LENGTH)
      .refine((key) => !/[\uD800-\uDFFF]/.test(key)),
    t: z.number().int().min(0).optional(),
    n: z.number().int().min(1),
    h: z.string(),
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

function checksum(query: ListQuery, cursor: PageCursor): string {
  const fields = [cursor.group, cursor.sortKey, cursor.total ?? null, cursor.pageSize];
  return createHash('sha256')
    .update(planFingerprint(query))
    .update('\n')
    .update(JSON.stringify(fields))
    .digest('base64url')
    .slice(0, 16);
}

export function encodeCursor(cursor: PageCursor, query: ListQuery): string {
  const fields = {
    g: cursor.group,
    k: cursor.sortKey,
    t: cursor.total,
    n: cursor.pageSize,
    h: checksum(query, cursor),
  };
  return Buffer.from(JSON.stringify(fields), 'utf8').toString('base64url');
}

/**
 * The cursor, when `text` is one this search handed out for pages of `pageSize` rows; undefined
 * otherwise (not a cursor, another search, another page size, a position outside the plan).
 */
export function decodeCursor(text: string, query: ListQuery, pageSize: number): PageCursor | undefined {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const fields = CursorFieldsSchema.safeParse(decoded);
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
