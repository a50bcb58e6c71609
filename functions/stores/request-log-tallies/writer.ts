import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { romeDay } from '../../../shared/italian-time';
import type { RequestLogRow } from '../../../shared/request-log/row';
import { unlessRefused } from '../../commons/dynamo/conditional-write';
import { slimAttributes } from '../request-log/row-and-aggregate-items';
import { cellKeyOf } from './cells';
import { cellSortKey, tallyPartition } from './keys';

/** The id a row is tallied under: its idRequest, or for a row the counter could not number its fallback. */
export const tallyId = (row: Pick<RequestLogRow, 'idRequest'>, fallbackId: string) =>
  row.idRequest === null ? `ERR-${fallbackId}` : String(row.idRequest);

const cellOf = (row: RequestLogRow) => ({
  pk: tallyPartition(romeDay(row.requestDate)),
  sk: cellSortKey(cellKeyOf(slimAttributes(row))),
});

/**
 * The write side of the daily tallies: one UpdateItem per check, sent beside the row's Put.
 * Atomic (ADD) and idempotent per request: the cell keeps the ids it counted and adds a check only if
 * its id is not among them, in the same conditional write, so a write retried after it succeeded (a
 * lost answer, the SDK's own retry, a redelivered invocation) counts once.
 */
export function tallyWriter(client: DynamoDBDocumentClient, table: string) {
  /** One conditional update of a row's cell, by `sign` (1 counts it, -1 takes it out); a refused condition is done already. */
  async function change(row: RequestLogRow, fallbackId: string, sign: 1 | -1): Promise<void> {
    const id = tallyId(row, fallbackId);
    await unlessRefused(
      client.send(
        new UpdateCommand({
          TableName: table,
          Key: cellOf(row),
          // One ADD clause at most: the id joins the set in it, or leaves the set in a DELETE clause.
          UpdateExpression:
            sign === 1 ? 'ADD #n :count, #el :elapsed, #ids :ids' : 'ADD #n :count, #el :elapsed DELETE #ids :ids',
          ConditionExpression: sign === 1 ? 'NOT contains(#ids, :id)' : 'contains(#ids, :id)',
          ExpressionAttributeNames: { '#n': 'n', '#el': 'el', '#ids': 'ids' },
          ExpressionAttributeValues: {
            ':count': sign,
            ':elapsed': sign * row.elapsed,
            ':ids': new Set([id]),
            ':id': id,
          },
        }),
      ),
    );
  }

  return {
    /** Counts a written row in its day's cell; a row counted already is left as it is. */
    add: (row: RequestLogRow, fallbackId: string) => change(row, fallbackId, 1),
    /**
     * Takes a row out of its cell, if counted there: a check tallied as it was decided, then recorded as
     * an error row because its row could not be written, moves to the error row's cell.
     */
    withdraw: (row: RequestLogRow, fallbackId: string) => change(row, fallbackId, -1),
  };
}
export type TallyWriter = ReturnType<typeof tallyWriter>;
