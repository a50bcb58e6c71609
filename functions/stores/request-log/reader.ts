import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../commons/clients';
import { pageReader, type TableKey } from '../../commons/dynamo/page-reader';
import type { ReadStats } from '../../commons/dynamo/read-stats';
import { tableName } from '../../commons/env';
import { idPartition, subjectRowsPartition } from './keys';
import { INDEXES, type RequestLogCondition } from './list-query';
import type { SlimAttributes } from './row-and-aggregate-items';

/**
 * Reads of the request-log table for the list screens (docs/data-model.md): the generic page reader on
 * the table's indexes (pages, counts, KPIs over the slim attributes, streams for exports), plus what only
 * the request log has, rows by idRequest.
 */
export function requestLogReader(client: DynamoDBDocumentClient, table: string, stats?: ReadStats) {
  const reader = pageReader<SlimAttributes>(client, table, stats);
  return {
    ...reader,
    /** Table keys of rows by idRequest, through the byId index, in the ids' order; unknown ids are left out. */
    keysOfIds(ids: readonly number[], conditions: readonly RequestLogCondition[]): Promise<TableKey[]> {
      const partitions = [...new Set(ids)].map(idPartition);
      return reader.keys({ source: { index: INDEXES.byId, groups: [partitions] }, conditions });
    },
    /**
     * The newest `limit` rows of a subject known by several identifiers (a customer's tax code and VAT
     * number), through their bySubject partitions merged newest first: a row sits under one of them.
     */
    async latestOfSubject(
      identifiers: readonly string[],
      conditions: readonly RequestLogCondition[],
      limit: number,
    ): Promise<Record<string, unknown>[]> {
      const partitions = [...new Set(identifiers.map(subjectRowsPartition))];
      const { keys } = await reader.page(
        { source: { index: INDEXES.bySubject, groups: [partitions] }, conditions },
        limit,
      );
      return reader.items(keys);
    },
  };
}
export type RequestLogReader = ReturnType<typeof requestLogReader>;

/** The reader of this container's request-log table. */
export const containerRequestLogReader = (stats?: ReadStats) =>
  requestLogReader(documentClient, tableName('requestLog'), stats);
