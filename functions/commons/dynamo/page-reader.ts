import { type DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mapWithConcurrency } from '../concurrency';
import { batchGet, keyId } from './batch-get';
import { type ExpressionParts, filterExpression } from './filter-expression';
import { mergedNewestFirst } from './merged-newest-first';
import type { ListQuery, ListSource } from './query-plan';
import { type ReadStats, recordRead } from './read-stats';

type Item = Record<string, unknown>;
/** A table item's key: every table of shared/resources.ts is keyed `pk` / `sk`. */
export type TableKey = { pk: string; sk: string };

/** Where a page ended: the group (day, month) of its last row and that row's index sort key. */
export interface PagePosition {
  group: number;
  sortKey: string;
}

/** Which rows a page takes: from a position in the matching rows, or right after a previous page's end. */
export type PageStart = { offset: number; after?: undefined } | { offset?: 0; after: PagePosition };

/** Partitions read at once by counts and projections: enough to hide round trips, few enough not to throttle. */
const PARALLEL_PARTITIONS = 16;
/** Keys one BatchGet takes at most. */
const BATCH_GET_KEYS = 100;
/** BatchGets of one items() call sent at once: a chunk of 1,000 keys is ten of them. */
const PARALLEL_BATCH_GETS = 10;
/** Groups a stream reads ahead of the one it hands out: a few chunks of memory, overlapped round trips. */
const GROUPS_READ_AHEAD = 1;
/**
 * Items a stream's query asks for at once (DynamoDB stops a page at 1 MB, about 700 full request-log
 * items). Pages of 500 held 30 MB less at the peak of a 1,000,000-row export but made it a third slower;
 * the workers' smaller young generation (infra/constructs/worker-node-options.ts) saves more at no cost
 * (docs/benchmarks.md 'Export memory').
 */
const STREAM_CHUNK = 1000;

const keyOf = (item: Item): TableKey => ({ pk: String(item.pk), sk: String(item.sk) });

/**
 * The projection of a page's rows: the table keys and the index sort key the merge orders by. On the
 * table itself (a customer read by identifier) the sort key is `sk`: named twice, DynamoDB refuses the
 * overlapping paths.
 */
const keysWithSortKey = (
  sortKey: string,
): Pick<QueryCommandInput, 'ProjectionExpression' | 'ExpressionAttributeNames'> =>
  sortKey === 'sk'
    ? { ProjectionExpression: '#tpk, #tsk', ExpressionAttributeNames: { '#tpk': 'pk', '#tsk': 'sk' } }
    : {
        ProjectionExpression: '#tpk, #tsk, #isk',
        ExpressionAttributeNames: { '#tpk': 'pk', '#tsk': 'sk', '#isk': sortKey },
      };

/**
 * The key condition of a partition's query: the source's sort range if any, and below a page's last row
 * when resuming. DynamoDB takes one condition on the sort key, so a range is resumed with
 * `BETWEEN :from AND :last`, which answers the last row again: page() drops it.
 */
function keyCondition(sortRange: ListSource['sortRange'], below: string | undefined) {
  if (sortRange) {
    return { expression: '#pk = :pk AND #sk BETWEEN :from AND :to', from: sortRange.from, to: below ?? sortRange.to };
  }
  if (below !== undefined) return { expression: '#pk = :pk AND #sk < :to', to: below };
  return { expression: '#pk = :pk' };
}

/**
 * Reads of a list whose rows live in partitions of one index, newest first (ListSource in
 * query-plan.ts): the request log and its aggregates today, the white list, agencies and customers
 * next. Pages find their keys on the index, newest first, then fetch the full items of that page only;
 * counts and projections read the index alone; a stream hands out every full item for exports. Every
 * read adds to `stats` when given. `Attributes` are the index items' attributes that projections read.
 *
 * Requirement on the plan: within a group the index sort key is unique (request-log rows: date#id;
 * aggregates: date#subject within a month). The merge orders by it, and a page resumes right below it.
 */
export function pageReader<Attributes extends Item = Item>(
  client: DynamoDBDocumentClient,
  table: string,
  stats?: ReadStats,
) {
  /** One Query page of one partition of the query's index (or of the table, for rows keyed like it). */
  async function queryPartition(
    query: ListQuery,
    partition: string,
    filter: ExpressionParts | undefined,
    extra: Partial<QueryCommandInput>,
    options: { onTable?: boolean; below?: string } = {},
  ) {
    const index = options.onTable ? { name: undefined, partitionKey: 'pk', sortKey: 'sk' } : query.source.index;
    const { expression, from, to } = keyCondition(query.source.sortRange, options.below);
    const output = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: index.name,
        KeyConditionExpression: expression,
        ScanIndexForward: false,
        ReturnConsumedCapacity: stats ? 'TOTAL' : undefined,
        ...filter,
        ...extra,
        ExpressionAttributeNames: {
          ...filter?.ExpressionAttributeNames,
          ...extra.ExpressionAttributeNames,
          '#pk': index.partitionKey,
          ...(to !== undefined ? { '#sk': index.sortKey } : {}),
        },
        ExpressionAttributeValues: {
          ...filter?.ExpressionAttributeValues,
          ':pk': partition,
          ...(from !== undefined ? { ':from': from } : {}),
          ...(to !== undefined ? { ':to': to } : {}),
        },
      }),
    );
    recordRead(stats, output, undefined, { count: extra.Select === 'COUNT' });
    return output;
  }

  /** Every partition of the query, each read to its end, a few at a time; `read` fills each partition's result, kept in the plan's order. */
  function readAll<T>(
    query: ListQuery,
    extra: Partial<QueryCommandInput>,
    read: (output: { Items?: Item[]; Count?: number }, partitionResult: T[]) => void,
  ): Promise<T[][]> {
    const filter = filterExpression(query.conditions);
    return mapWithConcurrency(query.source.groups.flat(), PARALLEL_PARTITIONS, async (partition) => {
      const result: T[] = [];
      let ExclusiveStartKey: Item | undefined;
      do {
        const output = await queryPartition(query, partition, filter, { ...extra, ExclusiveStartKey });
        read(output, result);
        ExclusiveStartKey = output.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return result;
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
    /**
     * Keys of up to `limit` matching rows, newest first, and the position of the last one: the rows at
     * [offset, offset + limit), or the rows right after a previous page's last one (`after`, a cursor's
     * position: only the rest of its group and the groups after it are read, nothing before).
     */
    async page(query: ListQuery, limit: number, start: PageStart = { offset: 0 }) {
      const { groups, index } = query.source;
      const needed = (start.offset ?? 0) + limit;
      const found: { key: TableKey; group: number; sortKey: string }[] = [];
      const filter = filterExpression(query.conditions);
      for (let group = start.after?.group ?? 0; group < groups.length && found.length < needed; group += 1) {
        const partitions = groups[group] as readonly string[];
        const below = group === start.after?.group ? start.after.sortKey : undefined;
        const merged = mergedNewestFirst(
          index.sortKey,
          partitions,
          Math.ceil(needed / partitions.length) + 5,
          async (partition, chunk, from) => {
            const output = await queryPartition(
              query,
              partition,
              filter,
              {
                Limit: chunk,
                ExclusiveStartKey: from,
                ...keysWithSortKey(index.sortKey),
              },
              { below },
            );
            if (below === undefined) return output;
            // The previous page's last row, answered again by BETWEEN: it is not this page's.
            return { ...output, Items: output.Items?.filter((item) => item[index.sortKey] !== below) };
          },
        );
        for (let item = await merged.next(); item && found.length < needed; item = await merged.next()) {
          found.push({ key: keyOf(item), group, sortKey: String(item[index.sortKey]) });
        }
      }
      const rows = found.slice(start.offset ?? 0);
      const last = rows.at(-1);
      return {
        keys: rows.map((row) => row.key),
        last: last && ({ group: last.group, sortKey: last.sortKey } satisfies PagePosition),
      };
    },

    /** The full items of the given keys, in the keys' order; keys with no item are left out. */
    items: fetchItems,

    /** Table keys of every matching row, partition by partition in the plan's order (e.g. rows by id). */
    async keys(query: ListQuery): Promise<TableKey[]> {
      const perPartition = await readAll<TableKey>(
        query,
        { ProjectionExpression: '#tpk, #tsk', ExpressionAttributeNames: { '#tpk': 'pk', '#tsk': 'sk' } },
        (output, keys) => keys.push(...(output.Items ?? []).map(keyOf)),
      );
      return perPartition.flat();
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
        mergedNewestFirst(
          sortKey,
          group,
          STREAM_CHUNK,
          async (partition, chunk, start) => {
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
                { onTable: true },
              );
            }
            const page = await queryPartition(query, partition, filter, {
              Limit: chunk,
              ExclusiveStartKey: start,
              ProjectionExpression: '#tpk, #tsk',
              ExpressionAttributeNames: { '#tpk': 'pk', '#tsk': 'sk' },
            });
            // The merge orders by the index sort key, which every full item carries too.
            const items = (await fetchItems((page.Items ?? []).map(keyOf))).filter(
              (item) => item[sortKey] !== undefined,
            );
            return { Items: items, LastEvaluatedKey: page.LastEvaluatedKey };
          },
          STREAM_CHUNK,
        );
      // The next few groups (days, months) are read ahead while one is handed out: round trips overlap.
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

    /** How many rows match: counted on the index, no item returned. */
    async count(query: ListQuery): Promise<number> {
      let total = 0;
      await readAll(query, { Select: 'COUNT' }, (output) => {
        total += output.Count ?? 0;
      });
      return total;
    },

    /** Every matching row's chosen index attributes (KPIs, charts), handed to `visit` as they arrive. */
    async projectedItems<Name extends keyof Attributes & string>(
      query: ListQuery,
      attributes: readonly Name[],
      visit: (item: Pick<Attributes, Name>) => void,
    ) {
      await readAll(
        query,
        {
          ProjectionExpression: attributes.map((attribute) => `#p_${attribute}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(attributes.map((attribute) => [`#p_${attribute}`, attribute])),
        },
        (output) => {
          for (const item of output.Items ?? []) visit(item as Pick<Attributes, Name>);
        },
      );
    },
  };
}
export type PageReader = ReturnType<typeof pageReader>;
