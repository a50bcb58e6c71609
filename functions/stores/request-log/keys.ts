import { textShard } from '../../commons/dynamo/text-shard';

/**
 * Keys of the request-log table (docs/data-model.md). Rows are partitioned by Italian day and shard,
 * so concurrent checks spread over REQUEST_LOG_SHARDS partitions and a date range maps to a known set
 * of partitions; aggregates by month and shard. Inside a partition the sort key orders newest last,
 * and every query reads it backwards.
 */

/** Write spread: a day's checks land on this many partitions. */
export const REQUEST_LOG_SHARDS = 4;

const ID_WIDTH = 12;

/** Stable shard of a string (commons/dynamo/text-shard.ts): the same subject always lands on one shard. */
export const shardOfText = (text: string): number => textShard(text, REQUEST_LOG_SHARDS);

export const logPartition = (day: string, shard: number) => `LOG#${day}#${shard}`;
export const aggregatePartition = (month: string, shard: number) => `AGG#${month}#${shard}`;

export const logPartitionsOfDay = (day: string) =>
  Array.from({ length: REQUEST_LOG_SHARDS }, (_, shard) => logPartition(day, shard));
export const aggregatePartitionsOfMonth = (month: string) =>
  Array.from({ length: REQUEST_LOG_SHARDS }, (_, shard) => aggregatePartition(month, shard));

/** A row's position: its date, then its id, so rows of the same millisecond keep a stable order. */
export function rowSortKey(requestDate: string, idRequest: number | null, fallbackId: string): string {
  const id = idRequest === null ? `ERR-${fallbackId}` : String(idRequest).padStart(ID_WIDTH, '0');
  return `${requestDate}#${id}`;
}

/** Rows of one subject, by its tax code (else VAT number), through the bySubject index. */
export const subjectRowsPartition = (identifier: string) => `SUBJECT#${identifier.toUpperCase()}`;
/** Aggregates of one subject, through the bySubject index. */
export const subjectAggregatesPartition = (identifier: string) => `AGGSUBJECT#${identifier.toUpperCase()}`;
/** A row by its idRequest, through the byId index. */
export const idPartition = (idRequest: number) => `ID#${idRequest}`;

/** The request log's id counter: one item incremented atomically per check. */
export const REQUEST_ID_COUNTER_KEY = { pk: 'COUNTER', sk: 'idRequest' } as const;
