import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { requestIdCounter } from '../stores/request-log/id-counter';
import { requestLogWriter } from '../stores/request-log/writer';
import type { RequestLog } from './run-credit-check';

/** The request log in its table: ids from the counter a block at a time, the row and its aggregate written once. */
export function dynamoRequestLog(client: DynamoDBDocumentClient, table: string): RequestLog {
  const writer = requestLogWriter(client, table);
  return {
    nextId: requestIdCounter(client, table).nextId,
    write: writer.writeRow,
    updateAggregate: writer.updateAggregate,
  };
}
