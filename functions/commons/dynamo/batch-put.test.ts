import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, type BatchWriteCommandInput, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { batchDelete, batchPut } from './batch-put';

const TABLE = 'data';
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: 'eu-south-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
);
const dynamoMock = mockClient(DynamoDBDocumentClient);

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ pk: `P#${index}`, sk: 'S' }));
const sentRequests = () =>
  dynamoMock
    .commandCalls(BatchWriteCommand)
    .map((call) => (call.args[0].input as BatchWriteCommandInput).RequestItems?.[TABLE] ?? []);

/** Answers every call after `delayMs`, counting how many were in flight at once. */
function slowTable(delayMs: number) {
  const flight = { now: 0, most: 0 };
  dynamoMock.on(BatchWriteCommand).callsFake(async () => {
    flight.now += 1;
    flight.most = Math.max(flight.most, flight.now);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    flight.now -= 1;
    return {};
  });
  return flight;
}

beforeEach(() => dynamoMock.reset());

describe('batchPut and batchDelete', () => {
  it.each([
    [0, 1, []],
    [1, 1, [1]],
    [25, 1, [25]],
    [26, 1, [25, 1]],
    [60, 4, [25, 25, 10]],
  ])('%i items, %i in flight: calls of %j requests', async (count, concurrency, sizes) => {
    dynamoMock.on(BatchWriteCommand).resolves({});
    await batchPut(client, TABLE, items(count), concurrency);
    expect(sentRequests().map((requests) => requests.length)).toEqual(sizes);
  });

  it.each([1, 3, 8])('keeps at most %i calls in flight', async (concurrency) => {
    const flight = slowTable(5);
    await batchPut(client, TABLE, items(25 * 20), concurrency);
    expect(flight.most).toBe(concurrency);
  });

  it('puts items and deletes keys', async () => {
    dynamoMock.on(BatchWriteCommand).resolves({});
    await batchPut(client, TABLE, items(1));
    await batchDelete(client, TABLE, items(1));
    expect(sentRequests()).toEqual([
      [{ PutRequest: { Item: items(1)[0] } }],
      [{ DeleteRequest: { Key: items(1)[0] } }],
    ]);
  });

  it('asks again for what the table left unprocessed', async () => {
    const left = [{ PutRequest: { Item: items(3)[2] } }];
    dynamoMock
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { [TABLE]: left } })
      .resolves({});
    await batchPut(client, TABLE, items(3));
    expect(sentRequests().map((requests) => requests.length)).toEqual([3, 1]);
    expect(sentRequests()[1]).toEqual(left);
  });

  it('starts no further call once one has failed', async () => {
    dynamoMock.on(BatchWriteCommand).rejectsOnce(new Error('refused')).resolves({});
    await expect(batchPut(client, TABLE, items(25 * 10), 2)).rejects.toThrow('refused');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The failing call and the one already in flight beside it; none of the other eight.
    expect(sentRequests()).toHaveLength(2);
  });
});
