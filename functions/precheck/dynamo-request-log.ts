import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RequestLogRow } from '../../shared/request-log/row';
import { logger } from '../commons/logger';
import { requestIdCounter } from '../stores/request-log/id-counter';
import { requestLogWriter } from '../stores/request-log/writer';
import { tallyWriter } from '../stores/request-log-tallies/writer';
import type { RequestLog } from './run-credit-check';

/**
 * The request log in its table: ids from the counter a block at a time, the row written once, and
 * beside it (one round trip) its subject's monthly aggregate and its day's tally (docs/data-model.md).
 */
export function dynamoRequestLog(client: DynamoDBDocumentClient, table: string): RequestLog {
  const writer = requestLogWriter(client, table);
  const tallies = tallyWriter(client, table);

  /**
   * A check decided, tallied, then recorded as an error row because its row could not be written: its
   * tally moves to the error row's cell. The error row stands whatever happens here; a tally left behind
   * is logged with its row, and the rebuild (npm run tallies) puts it right from the rows.
   */
  async function tallyErrorRow(row: RequestLogRow, fallbackId: string) {
    try {
      if (row.idRequest !== null) await tallies.withdraw({ ...row, requestStatus: 'SUCCESS' }, fallbackId);
      await tallies.add(row, fallbackId);
    } catch (failure) {
      logger.error('Precheck tally not moved to its error row', { failure: String(failure), row });
    }
  }

  return {
    nextId: requestIdCounter(client, table).nextId,
    async write(row, fallbackId) {
      await writer.writeRow(row, fallbackId);
      if (row.requestStatus === 'ERROR') await tallyErrorRow(row, fallbackId);
    },
    async updateAggregate(row) {
      // A decided check always has its id here (runCreditCheck reserves it first): no fallback needed.
      await Promise.all([writer.updateAggregate(row), tallies.add(row, '')]);
    },
  };
}
