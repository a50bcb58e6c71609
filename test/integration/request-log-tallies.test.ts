import { PutCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchPut } from '../../functions/commons/dynamo/batch-put';
import { emptyReadStats } from '../../functions/commons/dynamo/read-stats';
import { dynamoRequestLog } from '../../functions/precheck/dynamo-request-log';
import { logPartitionsOfDay } from '../../functions/stores/request-log/keys';
import { requestLogQuery } from '../../functions/stores/request-log/list-query';
import { requestLogReader } from '../../functions/stores/request-log/reader';
import { requestLogFigures } from '../../functions/stores/request-log/request-log-figures';
import { cellKeyOf, PROJECTIONS } from '../../functions/stores/request-log-tallies/cells';
import { cellSortKey, summarySortKey, tallyPartition } from '../../functions/stores/request-log-tallies/keys';
import { tallyReader } from '../../functions/stores/request-log-tallies/reader';
import { rebuildTallies } from '../../functions/stores/request-log-tallies/rebuild';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import { romeDay } from '../../shared/italian-time';
import type { RequestLogRow } from '../../shared/request-log/row';
import { LOCAL_NAMES } from '../../shared/resources';
import type { RequestLogFilters } from '../../shared/schemas/request-log';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { startTestStack, type TestStack } from '../support/local-stack';
import { fixtureItems, fixtureRows } from '../support/request-log-fixture';

/**
 * The request log's daily tallies through the local runtime and the real emulator: every
 * check counted once in its day, even when its tally write is sent twice; counts read from the tallies
 * equal an independent count of the rows; a rebuild puts wrong tallies right; a closed day's exact
 * figures are read once. The independent count reads the rows' own partitions, never a tally.
 */

const TABLE = LOCAL_NAMES.table('requestLog');
let local: TestStack;
let clients: LocalClients;
let token: string;
/** Throws a lost answer after the next tally write has been applied, so the SDK sends it again. */
let loseNextTallyAnswer = false;
let tallyWritesSent = 0;

beforeAll(async () => {
  local = await startTestStack();
  clients = createLocalClients(local.stack.endpoints);
  token = (await local.signIn('anna.ferrari')).IdToken;
  // Imported after the stack has set the handlers' environment: the client the handlers send with.
  const { dynamoDb } = await import('../../functions/commons/clients');
  // The one fault the emulator cannot produce: a write applied whose answer never arrives. Inside the
  // SDK's retry loop (deserialize step), so the SDK retries it exactly as it would a dropped connection.
  dynamoDb.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { headers?: Record<string, string>; body?: unknown };
      const isTallyWrite =
        String(request.headers?.['x-amz-target'] ?? '').endsWith('.UpdateItem') &&
        String(request.body ?? '').includes('"TALLY#');
      const result = await next(args);
      if (isTallyWrite) {
        tallyWritesSent += 1;
        if (loseNextTallyAnswer) {
          loseNextTallyAnswer = false;
          throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError', code: 'ECONNRESET', $metadata: {} });
        }
      }
      return result;
    },
    { step: 'deserialize', name: 'loseTallyAnswer' },
  );
}, 120_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

async function queryAll(input: ConstructorParameters<typeof QueryCommand>[0]) {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await clients.documentClient.send(
      new QueryCommand({ ...input, ExclusiveStartKey, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** The day's rows, read from their own partitions. */
const rowsOfDay = async (day: string) =>
  (
    await Promise.all(
      logPartitionsOfDay(day).map((pk) =>
        queryAll({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
      ),
    )
  )
    .flat()
    .map((item) => item.row as RequestLogRow);

/** The day's cells as stored: checks counted and ids. */
const cellsOfDay = (day: string) =>
  queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :cell)',
    ExpressionAttributeValues: { ':pk': tallyPartition(day), ':cell': 'C#' },
  });

const counted = (cells: Record<string, unknown>[]) => cells.reduce((sum, cell) => sum + Number(cell.n), 0);

async function check(subject: DemoSubject) {
  const response = await local.api('POST', '/api/v1/creditcheck', { token, body: creditCheckRequestFor(subject) });
  expect(response.status).toBe(200);
  return response.json as { idRequest: number };
}

describe('daily tallies kept at write time', () => {
  it('counts every check once in its Italian day, in the cell of its dimensions', async () => {
    const today = romeDay(new Date());
    const before = counted(await cellsOfDay(today));
    for (const subject of DEMO_SUBJECTS.slice(0, 4)) await check(subject);
    const rows = await rowsOfDay(today);
    const cells = await cellsOfDay(today);
    expect(counted(cells)).toBe(before + 4);
    expect(counted(cells)).toBe(rows.length);
    for (const row of rows) {
      const cell = cells.find((item) => (item.ids as Set<string>).has(String(row.idRequest)));
      expect(cell?.sk).toContain(`|${row.outputCode}|`);
    }
  });

  it('a check whose tally write is retried after it was applied (its answer lost) is counted once', async () => {
    const today = romeDay(new Date());
    const sentBefore = tallyWritesSent;
    loseNextTallyAnswer = true;
    const { idRequest } = await check(DEMO_SUBJECTS[5] as DemoSubject);
    // The SDK sent the write twice: the first was applied, the second found the id counted.
    expect(loseNextTallyAnswer).toBe(false);
    expect(tallyWritesSent - sentBefore).toBe(2);
    const cells = await cellsOfDay(today);
    expect(cells.filter((cell) => (cell.ids as Set<string>).has(String(idRequest)))).toHaveLength(1);
    expect(counted(cells)).toBe((await rowsOfDay(today)).length);
  });

  it('a row whose tally is written again (a redelivered invocation) is counted once; an error row moves its tally', async () => {
    const log = dynamoRequestLog(clients.documentClient, TABLE);
    const [row] = fixtureRows(1).map((fixture) => ({
      ...fixture,
      idRequest: 9_000_001,
      requestDate: new Date().toISOString(),
      requestStatus: 'SUCCESS',
      errorDescription: null,
    })) as [RequestLogRow];
    const today = romeDay(row.requestDate);
    const cellOf = async (of: RequestLogRow) =>
      (await cellsOfDay(today)).find((cell) => cell.sk === cellSortKey(cellKeyOf(slimOf(of))));
    await log.updateAggregate(row);
    await log.updateAggregate(row);
    expect((await cellOf(row))?.n).toBe(1);

    const errorRow: RequestLogRow = { ...row, requestStatus: 'ERROR', errorDescription: 'Registrazione non riuscita' };
    await log.write(errorRow, 'lambda-request');
    expect((await cellOf(row))?.n).toBe(0);
    expect((await cellOf(errorRow))?.n).toBe(1);
  });
});

/** What the tallies key a row by, as the writer computes it. */
function slimOf(row: RequestLogRow) {
  return {
    mk: row.scope,
    wf: row.workflow,
    st: row.requestStatus,
    tl: row.trafficLight ?? undefined,
    oc: row.outputCode ?? undefined,
    sb: row.subjectTypeC,
    ms: row.microSegmentDesc ?? undefined,
    ch: row.acquisitionChannel ?? undefined,
  };
}

describe('counts and KPIs read from the tallies, rebuilt from the rows, closed days read once', () => {
  const rows = fixtureRows(130);
  const MARCH = { startDate: '2024-03-01', endDate: '2024-03-31' };
  const now = new Date();

  beforeAll(async () => {
    await batchPut(clients.documentClient, TABLE, fixtureItems(rows));
  });

  const figures = () => {
    const stats = emptyReadStats();
    const reader = requestLogReader(clients.documentClient, TABLE, stats);
    return { stats, figures: requestLogFigures(clients.documentClient, TABLE, reader, stats, now) };
  };

  it.each<[string, RequestLogFilters, (row: RequestLogRow) => boolean]>([
    ['no filter', {}, () => true],
    ['red lights of free-market checks', { trafficLight: ['R'] }, (row: RequestLogRow) => row.trafficLight === 'R'],
    [
      'two workflows and a channel',
      { workflow: ['EVOPRECHECK', 'FULLCHECK'], acquisitionChannel: ['WEB'] },
      (row: RequestLogRow) => ['EVOPRECHECK', 'FULLCHECK'].includes(row.workflow) && row.acquisitionChannel === 'WEB',
    ],
  ])('%s: the tallies’ count equals the rows’, with no count query', async (_name, filters, keep) => {
    const { stats, figures: read } = figures();
    const total = await read.count(requestLogQuery(filters, MARCH, ['L', 'T', 'D']), MARCH);
    expect(total).toBe(rows.filter(keep).length);
    expect(stats.countRequests).toBe(0);
  });

  it('a filter outside the tallies reads the rows once per closed day, then the cache', async () => {
    const query = requestLogQuery({ province: ['RM', 'MI'] }, MARCH, ['L']);
    const expected = rows.filter((row) => ['RM', 'MI'].includes(row.provinceCode ?? '') && row.scope === 'L').length;
    const first = figures();
    expect(await first.figures.count(query, MARCH)).toBe(expected);
    expect(first.stats.countRequests).toBe(31 * 4);
    const second = figures();
    expect(await second.figures.count(query, MARCH)).toBe(expected);
    expect(second.stats.countRequests).toBe(0);
    expect(second.stats.requests).toBe(1);
  });

  it('rebuilds a day whose tallies went wrong from its rows, and drops its cached figures', async () => {
    const day = '2024-03-05';
    const wrongCell = {
      pk: tallyPartition(day),
      sk: cellSortKey('L|EVOPRECHECK|SUCCESS|R|EX302|PF|PER|WEB'),
      n: 999,
      el: 1,
    };
    await clients.documentClient.send(new PutCommand({ TableName: TABLE, Item: wrongCell }));
    await clients.documentClient.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          pk: tallyPartition(day),
          sk: summarySortKey('full', 0),
          parts: 1,
          cells: wrongCell.sk.slice(2).concat('\t999\t1'),
        },
      }),
    );
    const tallies = tallyReader(clients.documentClient, TABLE);
    const countOf = async () => {
      const cells = (await tallies.cellsOfDays([day], now)).get(day) ?? new Map();
      return [...cells.values()].reduce((sum, cell) => sum + cell.count, 0);
    };
    expect(await countOf()).toBe(999);
    await rebuildTallies(clients.documentClient, TABLE, [day], now);
    expect(await countOf()).toBe(rows.filter((row) => romeDay(row.requestDate) === day).length);
    const left = await queryAll({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': tallyPartition(day) },
    });
    // Only its summaries are left, one per projection; the wrong cell and the cached figures are gone.
    expect(left.map((item) => item.sk).sort()).toEqual(
      Object.keys(PROJECTIONS)
        .map((projection) => summarySortKey(projection, 0))
        .sort(),
    );
  });
});
