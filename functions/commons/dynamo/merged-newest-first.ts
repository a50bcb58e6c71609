type Item = Record<string, unknown>;

/** Items a page query evaluates per round trip at most; it starts smaller and doubles. */
export const MAX_CHUNK = 1000;

/** One Query page of one partition: `chunk` items at most, from `start` (DynamoDB's LastEvaluatedKey). */
export type FetchPage = (
  partition: string,
  chunk: number,
  start: Item | undefined,
) => Promise<{ Items?: Item[]; LastEvaluatedKey?: Item }>;

/**
 * The rows of interleaved partitions (a day's shards), newest first: a k-way merge on the index sort
 * key that asks a partition for more only when its buffer runs out, with a chunk that starts near the
 * page's share and doubles (up to `maxChunk`), so a first page evaluates little more than a page per
 * partition.
 */
export function mergedNewestFirst(
  sortKey: string,
  partitions: readonly string[],
  firstChunk: number,
  fetchPage: FetchPage,
  maxChunk = MAX_CHUNK,
) {
  const cursors = partitions.map((partition) => ({
    partition,
    buffer: [] as Item[],
    start: undefined as Item | undefined,
    done: false,
    chunk: Math.min(firstChunk, maxChunk),
    /** The page being read, so a prefetch and a read never ask for the same page twice. */
    reading: undefined as Promise<void> | undefined,
  }));
  type Cursor = (typeof cursors)[number];

  async function fill(cursor: Cursor) {
    // A filtered page may hold no match yet still have more: keep reading until a match or the end.
    while (cursor.buffer.length === 0 && !cursor.done) {
      cursor.reading ??= fetchPage(cursor.partition, cursor.chunk, cursor.start).then((output) => {
        cursor.buffer.push(...(output.Items ?? []));
        cursor.start = output.LastEvaluatedKey;
        cursor.done = !cursor.start;
        cursor.chunk = Math.min(cursor.chunk * 2, maxChunk);
        cursor.reading = undefined;
      });
      await cursor.reading;
    }
  }

  return {
    /** Starts reading every partition's first page now, for a group that will be needed soon. */
    prefetch() {
      // A failure is not lost: the read stays rejected and next() throws it.
      for (const cursor of cursors) fill(cursor).catch(() => undefined);
    },
    async next(): Promise<Item | undefined> {
      await Promise.all(cursors.map(fill));
      let newest: Cursor | undefined;
      for (const cursor of cursors) {
        const head = cursor.buffer[0];
        if (head && (!newest || String(head[sortKey]) > String(newest.buffer[0]?.[sortKey]))) newest = cursor;
      }
      return newest?.buffer.shift();
    },
  };
}
