import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { requestLogWriter } from '../request-log/store/dynamo-writer';
import { REQUEST_ID_COUNTER_KEY } from '../request-log/store/keys';
import type { RequestLog } from './precheck-facts';

/**
 * The request log in its table. idRequest comes from one counter item incremented with ADD: numeric,
 * strictly increasing, no gaps but for failed checks, and one write per check. A single item takes
 * about a thousand increments a second, far beyond a back office's rate of checks.
 */
export function dynamoRequestLog(client: DynamoDBDocumentClient, table: string): RequestLog {
  const writer = requestLogWriter(client, table);
  return {
    async nextId() {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: table,
          Key: REQUEST_ID_COUNTER_KEY,
          UpdateExpression: 'ADD #value :one',
          ExpressionAttributeNames: { '#value': 'value' },
          ExpressionAttributeValues: { ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.value);
    },
    write: writer.writeRow,
    updateAggregate: writer.updateAggregate,
  };
}
