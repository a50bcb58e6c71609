import { describe, expect, it } from 'vitest';
import {
  aggregatePartition,
  aggregatePartitionsOfMonth,
  idPartition,
  logPartition,
  logPartitionsOfDay,
  REQUEST_LOG_SHARDS,
  rowSortKey,
  shardOfText,
  subjectAggregatesPartition,
  subjectRowsPartition,
} from './keys';

describe('shardOfText: a stable shard per string', () => {
  // Stored aggregates are found again by the shard of their subject: these values must never change.
  // They are the top two bits of FNV-1a 32: '' is the offset basis 0x811c9dc5, 'a' 0xe40c292c,
  // 'b' 0xe70c2de5, 'c' 0xe60c2c52, 'd' 0xe10c2473, 'foobar' 0xbf9cf968 (the published test vectors).
  it.each([
    ['', 2],
    ['a', 3],
    ['b', 3],
    ['c', 3],
    ['d', 3],
    ['foobar', 2],
    ['RSSMRA80A01H501U', 0],
    ['01234567897', 2],
  ])('%j is on shard %i', (text, shard) => {
    expect(shardOfText(text)).toBe(shard);
  });

  it.each(['', 'RSSMRA80A01H501U', '01234567897', 'Società Caffè', 'x'.repeat(10_000), '😀', '\u0000'])(
    '%j is on the same shard every time, within [0, REQUEST_LOG_SHARDS)',
    (text) => {
      const shard = shardOfText(text);
      expect(Number.isInteger(shard)).toBe(true);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(REQUEST_LOG_SHARDS);
      expect(shardOfText(text)).toBe(shard);
    },
  );

  it.each([
    ['tax codes', (index: number) => `RSSMRA80A01H${String(index).padStart(3, '0')}U`],
    ['VAT numbers', (index: number) => String(10_000_000_000 + index * 7)],
    ['Lambda request ids', (index: number) => `c0a8f3e2-${index.toString(16).padStart(4, '0')}-4b1e-9d2a-5f6e7d8c9b0a`],
  ])('spreads 400 %s over every shard, none with less than 15%% or more than 35%%', (_, text) => {
    const counts = new Array<number>(REQUEST_LOG_SHARDS).fill(0);
    for (let index = 0; index < 400; index += 1) {
      const shard = shardOfText(text(index));
      counts[shard] = (counts[shard] ?? 0) + 1;
    }
    for (const count of counts) {
      expect(count).toBeGreaterThanOrEqual(60);
      expect(count).toBeLessThanOrEqual(140);
    }
  });
});

describe('rowSortKey: date, then the id padded to 12 digits', () => {
  const instant = '2026-03-01T10:00:00.000Z';
  it.each([
    [instant, 1, 'lambda-1', `${instant}#000000000001`],
    [instant, 0, 'lambda-1', `${instant}#000000000000`],
    [instant, 10_001, 'lambda-1', `${instant}#000000010001`],
    [instant, 123_456_789_012, 'lambda-1', `${instant}#123456789012`],
    // A check whose counter failed has no id: the Lambda request id keeps its key unique.
    [instant, null, 'a1b2-c3d4', `${instant}#ERR-a1b2-c3d4`],
  ])('%s, id %j, fallback %s is %s', (requestDate, idRequest, fallback, key) => {
    expect(rowSortKey(requestDate, idRequest, fallback)).toBe(key);
  });

  it.each([
    ['ids of the same instant, by number not by text', [instant, 10], [instant, 9]],
    ['ids of the same instant across a digit count', [instant, 100_000], [instant, 99_999]],
    ['a later instant with a smaller id', ['2026-03-01T10:00:00.001Z', 1], [instant, 999_999_999_999]],
    ['a later day', ['2026-03-02T00:00:00.000Z', 1], ['2026-03-01T23:59:59.999Z', 2]],
    ['a row without id after the numbered rows of its instant', [instant, null], [instant, 999_999_999_999]],
    ['the next millisecond after a row without id', ['2026-03-01T10:00:00.001Z', 1], [instant, null]],
  ] as const)('orders %s', (_, later, earlier) => {
    const key = ([date, id]: readonly [string, number | null]) => rowSortKey(date, id, 'fallback');
    expect(key(earlier) < key(later)).toBe(true);
  });
});

describe('partition keys', () => {
  it.each([
    ['a day shard', logPartition('2026-03-02', 3), 'LOG#2026-03-02#3'],
    ['a month shard', aggregatePartition('2026-03', 0), 'AGG#2026-03#0'],
    ['a subject, upper-cased', subjectRowsPartition('rssmra80a01h501u'), 'SUBJECT#RSSMRA80A01H501U'],
    ['a VAT number', subjectRowsPartition('01234567897'), 'SUBJECT#01234567897'],
    ['a subject aggregate, upper-cased', subjectAggregatesPartition('rssmra80a01h501u'), 'AGGSUBJECT#RSSMRA80A01H501U'],
    ['an id', idPartition(10_001), 'ID#10001'],
  ])('%s', (_, key, expected) => {
    expect(key).toBe(expected);
  });

  it.each([
    ['a day', logPartitionsOfDay('2026-03-02'), 'LOG#2026-03-02#'],
    ['a month', aggregatePartitionsOfMonth('2026-03'), 'AGG#2026-03#'],
  ])('the partitions of %s are its REQUEST_LOG_SHARDS shards in order', (_, partitions, prefix) => {
    expect(partitions).toEqual(Array.from({ length: REQUEST_LOG_SHARDS }, (_, shard) => `${prefix}${shard}`));
  });
});
