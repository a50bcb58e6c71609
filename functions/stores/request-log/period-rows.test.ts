import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { logPartitionsOfDay } from './keys';
import { forEachPeriodCheck, rowsOfDay } from './period-rows';

const TABLE = 'requestLog';
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: 'eu-south-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
);
const dynamoMock = mockClient(DynamoDBDocumentClient);

const queries = () => dynamoMock.commandCalls(QueryCommand).map((call) => call.args[0].input as QueryCommandInput);

beforeEach(() => dynamoMock.reset());

describe('rowsOfDay', () => {
  it('reads every shard of the day, page by page, and answers its rows oldest first across the shards', async () => {
    const [first, second] = logPartitionsOfDay('2026-11-20');
    const item = (sk: string) => ({ sk, row: { idRequest: Number(sk.slice(-3)) } });
    dynamoMock.on(QueryCommand).resolves({ Items: [] });
    dynamoMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': first } })
      .resolvesOnce({ Items: [item('2026-11-20T09:00:00.000Z#000000000003')], LastEvaluatedKey: { pk: first } })
      .resolvesOnce({ Items: [item('2026-11-20T07:00:00.000Z#000000000001')] });
    dynamoMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': second } })
      .resolves({ Items: [item('2026-11-20T08:00:00.000Z#000000000002')] });

    const rows = await rowsOfDay(client, TABLE, '2026-11-20');

    expect(rows.map((row) => row.idRequest)).toEqual([1, 2, 3]);
    expect(
      queries()
        .map((query) => query.ExpressionAttributeValues?.[':pk'])
        .sort(),
    ).toEqual([first, first, ...logPartitionsOfDay('2026-11-20').slice(1)].sort());
    expect(queries()[0]).toMatchObject({
      TableName: TABLE,
      KeyConditionExpression: '#pk = :pk',
      ProjectionExpression: '#sk, #row',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk', '#row': 'row' },
    });
  });
});

describe('forEachPeriodCheck', () => {
  it("visits each check of the range once with its snapshot, the caller's markets a condition", async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [{ row: { idRequest: 7 }, snapshot: { v: 1 } }] });
    const visited: unknown[] = [];
    const partitions: number[] = [];

    const checks = await forEachPeriodCheck(
      client,
      TABLE,
      { startDate: '2026-11-19', endDate: '2026-11-20' },
      ['L'],
      (check) => {
        visited.push(check);
      },
      { onPartition: (soFar) => partitions.push(soFar) },
    );

    const shards = logPartitionsOfDay('2026-11-20').length;
    expect(checks).toBe(2 * shards);
    expect(visited[0]).toEqual({ row: { idRequest: 7 }, snapshot: { v: 1 } });
    expect(partitions).toHaveLength(2 * shards);
    const query = queries()[0];
    expect(query?.FilterExpression).toBeTruthy();
    expect(query?.ProjectionExpression).toContain('#snapshot');
    expect(query?.ExpressionAttributeNames).toMatchObject({ '#pk': 'pk', '#row': 'row', '#snapshot': 'snapshot' });
    expect(Object.values(query?.ExpressionAttributeValues ?? {})).toContain('L');
  });
});
