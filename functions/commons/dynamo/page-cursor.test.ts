import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  decodeSourceCursor,
  encodeCursor,
  encodeSourceCursor,
  type PageCursor,
  planFingerprint,
  type SourceCursor,
} from './page-cursor';
import type { ListQuery } from './query-plan';

const slim = { name: 'slim', partitionKey: 'spk', sortKey: 'ssk' };
const days = [
  ['LOG#2026-03-02#0', 'LOG#2026-03-02#1'],
  ['LOG#2026-03-01#0', 'LOG#2026-03-01#1'],
];
const QUERY: ListQuery = { source: { index: slim, groups: days }, conditions: [] };
const RANGED: ListQuery = {
  source: {
    index: { name: 'bySubject', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    groups: [['SUBJECT#RSSMRA80A01H501U']],
    sortRange: { from: '2026-02-28T23:00:00.000Z', to: '2026-03-02T22:59:59.999Z#~' },
  },
  conditions: [],
};
const CURSOR: PageCursor = { group: 1, sortKey: '2026-03-01T09:30:00.000Z#000000010042', total: 130, pageSize: 50 };

/** The cursor's JSON fields, edited, re-encoded as a client could. */
function edited(change: (fields: Record<string, unknown>) => void, query = QUERY) {
  const fields = JSON.parse(Buffer.from(encodeCursor(CURSOR, query), 'base64url').toString('utf8'));
  change(fields);
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

describe('page cursor', () => {
  it('gives back what it was made of, for the same search and page size', () => {
    const text = encodeCursor(CURSOR, QUERY);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text.length).toBeLessThan(200);
    expect(decodeCursor(text, QUERY, 50)).toEqual(CURSOR);
  });

  it('refuses a position no sort key can hold (a lone surrogate, which DynamoDB would not store)', () => {
    const forged = { ...CURSOR, sortKey: '2026-03-01T09:30:00.000Z#\ud800' };
    expect(decodeCursor(encodeCursor(forged, QUERY), QUERY, 50)).toBeUndefined();
  });

  it('keeps a position within a sort range', () => {
    const cursor = { ...CURSOR, group: 0, sortKey: '2026-03-01T09:30:00.000Z#000000010042' };
    expect(decodeCursor(encodeCursor(cursor, RANGED), RANGED, 50)).toEqual(cursor);
  });

  const marketsOnly: ListQuery = { ...QUERY, conditions: [{ kind: 'in', attribute: 'mk', values: ['L'] }] };
  const otherDays: ListQuery = { ...QUERY, source: { ...QUERY.source, groups: days.slice(1) } };
  const otherIndex: ListQuery = { ...QUERY, source: { ...QUERY.source, index: { ...slim, name: 'byId' } } };
  const otherFilter: ListQuery = { ...QUERY, conditions: [{ kind: 'in', attribute: 'tl', values: ['R'] }] };

  it.each<[string, string, ListQuery, number]>([
    ['another role’s markets', encodeCursor(CURSOR, QUERY), marketsOnly, 50],
    ['another range of days', encodeCursor(CURSOR, QUERY), otherDays, 50],
    ['another index', encodeCursor(CURSOR, QUERY), otherIndex, 50],
    ['another filter', encodeCursor(CURSOR, QUERY), otherFilter, 50],
    ['another page size', encodeCursor(CURSOR, QUERY), QUERY, 20],
    ['a group edited', edited((fields) => (fields.g = 0)), QUERY, 50],
    ['a sort key edited', edited((fields) => (fields.k = '2026-03-01T09:30:00.000Z#000000010041')), QUERY, 50],
    ['a total edited', edited((fields) => (fields.t = 1_000_000)), QUERY, 50],
    ['a page size edited to match', edited((fields) => (fields.n = 20)), QUERY, 20],
    ['a checksum edited', edited((fields) => (fields.h = 'AAAAAAAAAAAAAAAA')), QUERY, 50],
    ['an extra field', edited((fields) => (fields.x = 1)), QUERY, 50],
    ['a field missing', edited((fields) => delete fields.t), QUERY, 50],
    ['a group as text', edited((fields) => (fields.g = '1')), QUERY, 50],
    ['a negative group', edited((fields) => (fields.g = -1)), QUERY, 50],
    ['base64url that is not JSON', Buffer.from('not json').toString('base64url'), QUERY, 50],
    ['JSON that is not an object', Buffer.from('[1,2]').toString('base64url'), QUERY, 50],
    ['an empty string', '', QUERY, 50],
  ])('refuses %s', (_case, text, query, pageSize) => {
    expect(decodeCursor(text, query, pageSize)).toBeUndefined();
  });

  it('refuses a position past the plan’s groups or outside its sort range, even with a matching checksum', () => {
    expect(decodeCursor(encodeCursor({ ...CURSOR, group: 2 }, QUERY), QUERY, 50)).toBeUndefined();
    const before = { ...CURSOR, group: 0, sortKey: '2026-02-01T00:00:00.000Z#000000000001' };
    expect(decodeCursor(encodeCursor(before, RANGED), RANGED, 50)).toBeUndefined();
  });
});

describe('planFingerprint', () => {
  it('is the same for equal plans and differs when anything that picks rows differs', () => {
    const copy: ListQuery = JSON.parse(JSON.stringify(QUERY));
    expect(planFingerprint(copy)).toBe(planFingerprint(QUERY));
    const variants: ListQuery[] = [
      { ...QUERY, conditions: [{ kind: 'in', attribute: 'mk', values: ['L', 'T'] }] },
      { ...QUERY, source: { ...QUERY.source, groups: [...days].reverse() } },
      { ...QUERY, source: { ...QUERY.source, sortRange: { from: 'a', to: 'b' } } },
      { ...QUERY, source: { ...QUERY.source, index: { ...slim, sortKey: 'sk' } } },
    ];
    for (const variant of variants) expect(planFingerprint(variant)).not.toBe(planFingerprint(QUERY));
  });
});

describe('source cursor: a page of another source than a DynamoDB plan, in the same format', () => {
  const SEARCH = JSON.stringify({ searchText: 'rossi', role: ['ADMIN'] });
  const OFFSET: SourceCursor = { position: 100, pageSize: 50 };
  // Cognito's PaginationToken is an opaque text of its own.
  const TOKEN: SourceCursor = { position: 'CAISlQIIARLuAQgDEukBAHh4', total: 130, pageSize: 50 };

  /** A source cursor's JSON fields, edited, re-encoded as a client could. */
  function editedSource(change: (fields: Record<string, unknown>) => void) {
    const fields = JSON.parse(Buffer.from(encodeSourceCursor(OFFSET, SEARCH), 'base64url').toString('utf8'));
    change(fields);
    return Buffer.from(JSON.stringify(fields)).toString('base64url');
  }

  it.each<[string, SourceCursor]>([
    ['an offset', OFFSET],
    ['an offset of the first row', { position: 0, pageSize: 1 }],
    ['a source’s token, with the total', TOKEN],
  ])('gives back %s for the same search and page size', (_case, cursor) => {
    const text = encodeSourceCursor(cursor, SEARCH);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSourceCursor(text, SEARCH, cursor.pageSize)).toEqual(cursor);
  });

  it('fits the contract’s 1,024 characters with the longest token it takes', () => {
    const longest = { ...TOKEN, position: 'A'.repeat(640) };
    const text = encodeSourceCursor(longest, SEARCH);
    expect(text.length).toBeLessThanOrEqual(1024);
    expect(decodeSourceCursor(text, SEARCH, 50)).toEqual(longest);
  });

  it.each<[string, string, string, number]>([
    ['another search', encodeSourceCursor(OFFSET, SEARCH), JSON.stringify({ searchText: 'ross' }), 50],
    ['no search where it had one', encodeSourceCursor(OFFSET, SEARCH), JSON.stringify({}), 50],
    ['another page size', encodeSourceCursor(OFFSET, SEARCH), SEARCH, 20],
    ['an offset edited', editedSource((fields) => (fields.p = 150)), SEARCH, 50],
    ['an offset turned to text', editedSource((fields) => (fields.p = '100')), SEARCH, 50],
    ['a negative offset', editedSource((fields) => (fields.p = -50)), SEARCH, 50],
    ['an offset not whole', editedSource((fields) => (fields.p = 10.5)), SEARCH, 50],
    ['an empty token', editedSource((fields) => (fields.p = '')), SEARCH, 50],
    ['a token no store can take (a lone surrogate)', editedSource((fields) => (fields.p = 'a\ud800')), SEARCH, 50],
    ['a token too long', editedSource((fields) => (fields.p = 'A'.repeat(641))), SEARCH, 50],
    ['a total added', editedSource((fields) => (fields.t = 5)), SEARCH, 50],
    ['a page size edited to match', editedSource((fields) => (fields.n = 20)), SEARCH, 20],
    ['a checksum edited', editedSource((fields) => (fields.h = 'AAAAAAAAAAAAAAAA')), SEARCH, 50],
    ['an extra field', editedSource((fields) => (fields.g = 0)), SEARCH, 50],
    ['a DynamoDB plan’s cursor', encodeCursor(CURSOR, QUERY), SEARCH, 50],
    ['a DynamoDB plan’s cursor, its plan given as the search', encodeCursor(CURSOR, QUERY), planFingerprint(QUERY), 50],
    [
      'the users list’s former cursor',
      Buffer.from(JSON.stringify({ o: 100, h: 'x' })).toString('base64url'),
      SEARCH,
      50,
    ],
    ['base64url that is not JSON', Buffer.from('not json').toString('base64url'), SEARCH, 50],
    ['an empty string', '', SEARCH, 50],
  ])('refuses %s', (_case, text, search, pageSize) => {
    expect(decodeSourceCursor(text, search, pageSize)).toBeUndefined();
  });

  it('is never taken for a DynamoDB plan’s cursor', () => {
    const asPlan = { ...OFFSET, position: 'LOG#2026-03-02#0' };
    expect(decodeCursor(encodeSourceCursor(asPlan, planFingerprint(QUERY)), QUERY, 50)).toBeUndefined();
  });
});
