import { type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RequestLogRow } from '../../../shared/request-log/row';
import { refusedByCondition } from '../../commons/dynamo/conditional-write';
import { aggregateKey, aggregateLatestAttributes, isAggregated, requestLogItem } from './row-and-aggregate-items';

/** Writes a check's row and keeps its subject's monthly aggregate current (no streams: brief principle 5). */
export function requestLogWriter(client: DynamoDBDocumentClient, table: string) {
  return {
    /** A row is written once: a retried Put must not overwrite a row another check wrote. */
    async writeRow(row: RequestLogRow, fallbackId: string): Promise<void> {
      await client.send(
        new PutCommand({
          TableName: table,
          Item: requestLogItem(row, fallbackId),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /**
     * Adds the row to its aggregate. Idempotent: the id joins a set, and the latest-check attributes
     * are replaced only by a check at least as recent, so a retry or a late arrival changes nothing twice.
     */
    async updateAggregate(row: RequestLogRow): Promise<void> {
      if (!isAggregated(row) || row.idRequest === null) return;
      const Key = aggregateKey(row);
      const latest = aggregateLatestAttributes(row);
      const ids = { ':ids': new Set([row.idRequest]) };
      const names = Object.keys(latest);
      try {
        await client.send(
          new UpdateCommand({
            TableName: table,
            Key,
            UpdateExpression: `SET ${names.map((_name, index) => `#a${index} = :v${index}`).join(', ')} ADD requestIds :ids`,
            ConditionExpression: 'attribute_not_exists(ssk) OR ssk <= :order',
            ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#a${index}`, name])),
            ExpressionAttributeValues: {
              ...Object.fromEntries(names.map((name, index) => [`:v${index}`, latest[name as keyof typeof latest]])),
              ':order': latest.ssk,
              ...ids,
            },
          }),
        );
      } catch (error) {
        if (!refusedByCondition(error)) throw error;
        // An older check arriving after a newer one only counts.
        await client.send(
          new UpdateCommand({
            TableName: table,
            Key,
            UpdateExpression: 'ADD requestIds :ids',
            ExpressionAttributeValues: ids,
          }),
        );
      }
    },
  };
}
export type RequestLogWriter = ReturnType<typeof requestLogWriter>;
