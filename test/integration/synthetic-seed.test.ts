import { GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_COUNTER_KEY } from '../../functions/stores/request-log/keys';
import { tallyReader } from '../../functions/stores/request-log-tallies/reader';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { DEMO_REQUEST_LOG_ROWS, requestLogDemoSeeder } from '../../infra/local/demo/request-log-seeder';
import { aggregateRows } from '../../infra/local/synthetic/aggregate';
import { generateRequestLogRows } from '../../infra/local/synthetic/generator';
import { type LoadResult, loadSyntheticRequestLog } from '../../infra/local/synthetic/load';
import { daysNewestFirst, MS_PER_DAY, romeDay } from '../../shared/italian-time';
import { LOCAL_NAMES } from '../../shared/resources';
import { startTestStack, type TestStack } from '../support/local-stack';

const TABLE = LOCAL_NAMES.table('requestLog');
const COUNT = 1000;
const OPTIONS = { table: TABLE, count: COUNT, seed: 42, endDate: '2026-11-22' } as const;

let local: TestStack;
let clients: LocalClients;

/** Items by kind: rows live in LOG# partitions, aggregates in AGG# partitions. */
async function countItems() {
  const counts = { rows: 0, aggregates: 0, requestIds: 0 };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await clients.documentClient.send(
      new ScanCommand({ TableName: TABLE, ProjectionExpression: 'pk, requestIds', ExclusiveStartKey }),
    );
    for (const item of page.Items ?? []) {
      if (String(item.pk).startsWith('LOG#')) counts.rows += 1;
      if (String(item.pk).startsWith('AGG#')) {
        counts.aggregates += 1;
        counts.requestIds += (item.requestIds as Set<number>).size;
      }
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return counts;
}

async function counter(): Promise<number> {
  const { Item } = await clients.documentClient.send(new GetCommand({ TableName: TABLE, Key: REQUEST_ID_COUNTER_KEY }));
  return Number(Item?.value ?? 0);
}

describe('loadSyntheticRequestLog', () => {
  let first: LoadResult;
  const phases: string[] = [];

  beforeAll(async () => {
    local = await startTestStack({ demoSeeders: [] });
    clients = createLocalClients(local.stack.endpoints);
    first = await loadSyntheticRequestLog({
      ...OPTIONS,
      documentClient: clients.documentClient,
      onProgress: (done, total, phase) => {
        if (done === total) phases.push(`${phase} ${done}/${total}`);
      },
    });
  });

  afterAll(async () => {
    clients?.destroy();
    await local?.stop();
  });

  it('writes every row and one aggregate per subject and month', async () => {
    const expected = aggregateRows(generateRequestLogRows(OPTIONS));
    expect(first).toMatchObject({ rows: COUNT, aggregates: expected.length, firstId: 1 });
    expect(phases).toEqual([
      `rows ${COUNT}/${COUNT}`,
      `aggregates ${expected.length}/${expected.length}`,
      `tallies ${first.tallyDays}/${first.tallyDays}`,
    ]);
    // Every Italian day from the first row's to the last's, both included.
    const days = [...generateRequestLogRows(OPTIONS)].map((row) => romeDay(row.requestDate)).sort();
    expect(first.tallyDays).toBe(daysNewestFirst(days[0] as string, days.at(-1) as string).length);
    const counts = await countItems();
    expect(counts).toEqual({
      rows: COUNT,
      aggregates: expected.length,
      requestIds: expected.reduce((sum, aggregate) => sum + aggregate.requestIds.length, 0),
    });
    // Repeated checks of the same subject make the aggregated list shorter than the log.
    expect(counts.aggregates).toBeLessThan(COUNT);
  });

  it('stores rows the list indexes find, by id and by subject', async () => {
    const byId = await clients.documentClient.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'byId',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': 'ID#1' },
      }),
    );
    expect(byId.Items).toHaveLength(1);
  });

  it('takes its ids from the request-log counter, so later checks never reuse them', async () => {
    expect(await counter()).toBe(COUNT);
  });

  it('rewrites the same items when run again with the same parameters', async () => {
    const again = await loadSyntheticRequestLog({ ...OPTIONS, documentClient: clients.documentClient });
    expect(again).toMatchObject({ rows: first.rows, aggregates: first.aggregates, firstId: 1 });
    expect(await countItems()).toMatchObject({ rows: COUNT, aggregates: first.aggregates });
    expect(await counter()).toBe(COUNT);
  });

  it('gives another data set the next block of ids', async () => {
    const other = await loadSyntheticRequestLog({
      ...OPTIONS,
      count: 10,
      seed: 7,
      documentClient: clients.documentClient,
    });
    expect(other.firstId).toBe(COUNT + 1);
    expect(await counter()).toBe(COUNT + 10);
  });

  it('keeps the daily tallies of every day it spans, adding up to the rows of both data sets', async () => {
    const days = daysNewestFirst('2025-11-01', '2026-11-22');
    const cells = await tallyReader(clients.documentClient, TABLE).cellsOfDays(days, new Date());
    let tallied = 0;
    for (const day of cells.values()) for (const cell of day.values()) tallied += cell.count;
    expect(tallied).toBe(COUNT + 10);
  });

  it('seeds the demo request log: a year ending now, with checks in the last month', async () => {
    await requestLogDemoSeeder.seed({
      documentClient: clients.documentClient,
      s3: clients.s3,
      table: LOCAL_NAMES.table,
      bucket: LOCAL_NAMES.bucket,
    });
    expect((await countItems()).rows).toBe(COUNT + 10 + DEMO_REQUEST_LOG_ROWS);
    // A row's sort key starts with its date: the dossier list's default month has rows to show.
    const monthAgo = new Date(Date.now() - 30 * MS_PER_DAY).toISOString();
    let recent = 0;
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await clients.documentClient.send(
        new ScanCommand({
          TableName: TABLE,
          Select: 'COUNT',
          FilterExpression: 'begins_with(pk, :log) AND sk >= :since',
          ExpressionAttributeValues: { ':log': 'LOG#', ':since': monthAgo },
          ExclusiveStartKey,
        }),
      );
      recent += page.Count ?? 0;
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    expect(recent).toBeGreaterThan(50);
    expect(recent).toBeLessThan(DEMO_REQUEST_LOG_ROWS / 4);
  });
});
