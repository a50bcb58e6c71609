import { type DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mapWithConcurrency } from '../../commons/concurrency';
import { batchGet, keyId } from '../../commons/dynamo/batch-get';
import { type ExpressionParts, filterExpression } from './filter-expression';
import type { SlimAttributes } from './items';
import { idPartition } from './keys';
import { INDEXES, type ListQuery, type ListSource } from './list-query';
import { type ReadStats, recordRead } from './read-stats';

type Item = Record<string, unknown>;
type TableKey = { pk: string; sk: string };

/** Partitions read at once by counts and KPIs: enough to hide round trips, few enough not to throttle. */
const PARALLEL_PARTITIONS = 16;
/** Keys one BatchGet takes at most. */
const BATCH_GET_KEYS = 100;
/** BatchGets of one items() call sent at once: a chunk of 1,000 keys is ten of them. */
const PARALLEL_BATCH_GETS = 10;
/** Groups an export reads ahead of the one it writes out: a few chunks of memory, overlapped round trips. */
const GROUPS_READ_AHEAD = 1;
/** Items a page query evaluates per round trip at most; it starts smaller and doubles. */
const MAX_CHUNK = 1000;

/**
 * Reads of the request-log table for the list screens (docs/data-model.md). Pages find their keys on
 * a slim index, newest first, then fetch the full items of that page only; counts and KPIs read the
 * slim index alone. Every read adds to `stats` when given.
 */
export function requestLogReader(client: DynamoDBDocumentClient, table: string, stats?: ReadStats) {
  /** One Query page of one partition of the query's index. */
  async function queryPartition(
    query: ListQuery,
    partition: string,
    filter: ExpressionParts | undefined,
    extra: Partial<QueryCommandInput>,
    onTable = false,
  ) {
    const { sortRange } = query.source;
    const index = onTable ? { name: undefined, partitionKey: 'pk', sortKey: 'sk' } : query.source.index;
    const output = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: index.name,
        KeyConditionExpression: sortRange ? '#pk = :pk AND #sk BETWEEN :from AND :to' : '#pk = :pk',
        ScanIndexForward: false,
        ReturnConsumedCapacity: stats ? 'TOTAL' : undefined,
        ...filter,
        ...extra,
        ExpressionAttributeNames: {
          ...filter?.ExpressionAttributeNames,
          ...extra.ExpressionAttributeNames,
          '#pk': index.partitionKey,
          ...(sortRange ? { '#sk': index.sortKey } : {}),
        },
        ExpressionAttributeValues: {
          ...filter?.ExpressionAttributeValues,
          ':pk': partition,
          ...(sortRange ? { ':from': sortRange.from, ':to': sortRange.to } : {}),
        },
      }),
    );
    recordRead(stats, output);
    return output;
  }

  /** Every partition of the query, each read to its end; `visit` sees each page's output. */
  async function readAll(
    query: ListQuery,
    extra: Partial<QueryCommandInput>,
    visit: (output: { Items?: Item[]; Count?: number }) => void,
  ) {
    const filter = filterExpression(query.conditions);
    await mapWithConcurrency(query.source.groups.flat(), PARALLEL_PARTITIONS, async (partition) => {
      let ExclusiveStartKey: Item | undefined;
      do {
        const output = await queryPartition(query, partition, filter, { ...extra, ExclusiveStartKey });
        visit(output);
        ExclusiveStartKey = output.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    });
  }

  /** The full items of the given keys, in the keys' order; keys with no item are left out. */
  async function fetchItems(keys: readonly TableKey[]): Promise<Item[]> {
    const found = new Map<string, Item>();
    const chunks = Array.from({ length: Math.ceil(keys.length / BATCH_GET_KEYS) }, (_, index) =>
      keys.slice(index * BATCH_GET_KEYS, (index + 1) * BATCH_GET_KEYS),
    );
    const answers = await mapWithConcurrency(chunks, PARALLEL_BATCH_GETS, (chunk) =>
      batchGet(client, table, chunk, stats && ((output, items) => recordRead(stats, output, items))),
    );
    for (const answered of answers) for (const [id, item] of answered) found.set(id, item);
    return keys.map((key) => found.get(keyId(key))).filter((item): item is Item => item !== undefined);
  }

  return {
    /** Keys of the matching rows at positions [offset, offset + limit), newest first. */
    async pageKeys(query: ListQuery, offset: number, limit: number): Promise<TableKey[]> {
      const needed = offset + limit;
      const found: TableKey[] = [];
      const filter = filterExpression(query.conditions);
      for (const group of query.source.groups) {
        const merged = mergedNewestFirst(
          query.source,
          group,
          Math.ceil(needed / group.length) + 5,
          (partition, chunk, start) =>
            queryPartition(query, partition, filter, {
              Limit: chunk,
              ExclusiveStartKey: start,
              ProjectionExpression: '#tpk, #tsk, #isk',
              ExpressionAttributeNames: { '#tpk': 'pk', '#tsk': 'sk', '#isk': query.source.index.sortKey },
            }),
        );
        for (let item = await merged.next(); item && found.length < needed; item = await merged.next()) {
          found.push({ pk: String(item.pk), sk: String(item.sk) });
        }
        if (found.length >= needed) break;
      }
      return found.slice(offset);
    },

    /** The full items of the given keys, in the keys' order; keys with no item are left out. */
    items: fetchItems,

    /** Table keys of rows by idRequest, through the byId index; unknown ids are left out. */
    async keysOfIds(ids: readonly number[], conditions: ListQuery['conditions']): Promise<TableKey[]> {
      const filter = filterExpression(conditions);
      const query: ListQuery = { source: { index: INDEXES.byId, groups: [] }, conditions };
      const found = await mapWithConcurrency([...new Set(ids)], PARALLEL_PARTITIONS, async (id) => {
        const output = await queryPartition(query, idPartition(id), filter, {
          ProjectionExpression: '#tpk, #tsk',
          ExpressionAttributeNames: { '#tpk': 'pk', '#tsk': 'sk' },
        });
        return (output.Items ?? []).map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
      });
      return found.flat();
    },

    /**
     * Every matching row's full item, newest first, a chunk at a time, so memory holds a few chunks
     * whatever the row count. Rows keyed like the index are queried on the table itself; otherwise the
     * keys come from the merged index pages and each chunk's items from parallel BatchGets. For exports.
     */
    async *streamItems(query: ListQuery): AsyncGenerator<Item> {
      const filter = filterExpression(query.conditions);
      const sortKey = query.source.index.sortKey;
      const mergedGroup = (group: readonly string[]) =>
        mergedNewestFirst(query.source, group, MAX_CHUNK, async (partition, chunk, start) => {
          // Rows keyed like the index: their full items come straight from the table, in one query.
          // Only the row and the merge's sort key: the slim copies and the keys would double the memory held.
          if (query.source.tableKeys) {
            return queryPartition(
              query,
              partition,
              filter,
              {
                Limit: chunk,
                ExclusiveStartKey: start,
                ProjectionExpression: '#row, #ssk',
                ExpressionAttributeNames: { '#row': 'row', '#ssk': sortKey },
              },
              true,
            );
          }
          const page = await queryPartition(query, partition, filter, {
            Limit: chunk,
            ExclusiveStartKey: start,
            ProjectionExpression: '#tpk, #tsk',
            ExpressionAttributeNames: { '#tpk': 'pk', '#tsk': 'sk' },
          });
          const keys = (page.Items ?? []).map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
          // The merge orders by the index sort key, which every full item carries too.
          const items = (await fetchItems(keys)).filter((item) => item[sortKey] !== undefined);
          return { Items: items, LastEvaluatedKey: page.LastEvaluatedKey };
        });
      // The next few groups (days, months) are read ahead while one is written out: round trips overlap.
      const ahead: ReturnType<typeof mergedGroup>[] = [];
      let nextGroup = 0;
      for (let done = 0; done < query.source.groups.length; done += 1) {
        while (nextGroup < query.source.groups.length && ahead.length <= GROUPS_READ_AHEAD) {
          const merged = mergedGroup(query.source.groups[nextGroup++] as readonly string[]);
          merged.prefetch();
          ahead.push(merged);
        }
        const merged = ahead.shift() as ReturnType<typeof mergedGroup>;
        for (let item = await merged.next(); item; item = await merged.next()) yield item;
      }
    },

    /** How many rows match: counted on the slim index, no item returned. */
    async count(query: ListQuery): Promise<number> {
      let total = 0;
      await readAll(query, { Select: 'COUNT' }, (output) => {
        total += output.Count ?? 0;
      });
      return total;
    },

    /** Every matching row's chosen slim attributes, for the KPIs. */
    async slimItems<Name extends keyof SlimAttributes>(
      query: ListQuery,
      attributes: readonly Name[],
      visit: (item: Pick<SlimAttributes, Name>) => void,
    ) {
      await readAll(
        query,
        {
          ProjectionExpression: attributes.map((attribute) => `#p_${attribute}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(attributes.map((attribute) => [`#p_${attribute}`, attribute])),
        },
        (output) => {
          for (const item of output.Items ?? []) visit(item as Pick<SlimAttributes, Name>);
        },
      );
    },
  };
}
export type RequestLogReader = ReturnType<typeof requestLogReader>;

type FetchPage = (
  partition: string,
  chunk: number,
  start: Item | undefined,
) => Promise<{ Items?: Item[]; LastEvaluatedKey?: Item }>;

/**
 * The rows of interleaved partitions (a day's shards), newest first: a k-way merge on the index sort
 * key that asks a partition for more only when its buffer runs out, with a chunk that starts near the
 * page's share and doubles, so a first page evaluates little more than a page per partition.
 */
function mergedNewestFirst(
  source: ListSource,
  partitions: readonly string[],
  firstChunk: number,
  fetchPage: FetchPage,
) {
  const sortKey = source.index.sortKey;
  const cursors = partitions.map((partition) => ({
    partition,
    buffer: [] as Item[],
    start: undefined as Item | undefined,
    done: false,
    chunk: Math.min(firstChunk, MAX_CHUNK),
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
        cursor.chunk = Math.min(cursor.chunk * 2, MAX_CHUNK);
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
