import { describe, expect, it } from 'vitest';
import { type FetchPage, MAX_CHUNK, mergedNewestFirst } from './merged-newest-first';

type Item = Record<string, unknown>;

/** Partitions of `size` rows each, sort keys interleaved; every page asked is recorded with its chunk. */
function partitions(count: number, size: number) {
  const rows = new Map(
    Array.from({ length: count }, (_, p) => [
      `p${p}`,
      Array.from({ length: size }, (_, r) => ({ sk: String(size * count - (r * count + p)).padStart(8, '0') })),
    ]),
  );
  const asked: number[] = [];
  const fetchPage: FetchPage = async (partition, chunk, start) => {
    asked.push(chunk);
    const all = rows.get(partition) ?? [];
    const from = start ? Number(start.at) : 0;
    const Items: Item[] = all.slice(from, from + chunk);
    return { Items, LastEvaluatedKey: from + chunk < all.length ? { at: from + chunk } : undefined };
  };
  return { names: [...rows.keys()], fetchPage, asked };
}

async function drain(merged: ReturnType<typeof mergedNewestFirst>) {
  const keys: string[] = [];
  for (let item = await merged.next(); item; item = await merged.next()) keys.push(String(item.sk));
  return keys;
}

describe('mergedNewestFirst', () => {
  it.each([
    { label: 'default bound', firstChunk: 50, maxChunk: undefined, bound: MAX_CHUNK },
    { label: 'a stream bound of 250', firstChunk: 250, maxChunk: 250, bound: 250 },
    { label: 'a first chunk above the bound', firstChunk: 1000, maxChunk: 100, bound: 100 },
  ])(
    '$label: chunks double from the first and never pass the bound, rows newest first',
    async ({ firstChunk, maxChunk, bound }) => {
      const { names, fetchPage, asked } = partitions(3, 2500);
      const keys = await drain(mergedNewestFirst('sk', names, firstChunk, fetchPage, maxChunk));
      expect(keys).toHaveLength(7500);
      expect(keys).toEqual([...keys].sort().reverse());
      expect(Math.max(...asked)).toBe(bound);
      expect(asked[0]).toBe(Math.min(firstChunk, bound));
    },
  );
});
