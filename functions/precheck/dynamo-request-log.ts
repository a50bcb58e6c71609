import { type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { REQUEST_ID_COUNTER_KEY, requestLogKeys } from './data-keys';
import type { RequestLog } from './precheck-facts';

/**
 * The request log in its table. idRequest comes from one counter item incremented with ADD: numeric,
 * strictly increasing, no gaps but for failed checks, and one write per check. A single item takes
 * about a thousand increments a second, far beyond a back office's rate of checks.
 */
export function dynamoRequestLog(client: DynamoDBDocumentClient, table: string): RequestLog {
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

    async write(row, { subject, requestId }) {
      const keys = requestLogKeys({ requestDate: row.requestDate, idRequest: row.idRequest, subject, requestId });
      // A row is written once: a retried Put must not overwrite a row another check wrote.
      await client.send(
        new PutCommand({
          TableName: table,
          Item: { ...row, ...keys },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
  };
}
