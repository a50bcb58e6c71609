import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logPartitionsOfDay } from '../../functions/stores/request-log/keys';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { DEMO_SUBJECTS } from '../../infra/local/demo/precheck-demo-subjects';
import { romeDay } from '../../shared/italian-time';
import type { RequestLogRow } from '../../shared/request-log/row';
import { LOCAL_NAMES } from '../../shared/resources';
import type { DashboardFigures, DashboardResponse } from '../../shared/schemas/dashboard';
import {
  APPROVER,
  configurationApi,
  EDITOR,
  updateBody,
  versionBody,
  withDelayThreshold,
} from '../support/configuration-api';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * The dashboard through the local runtime (its acceptance criteria): its figures equal an independent
 * count of the request log's rows for the same periods (the rows read from their own partitions and
 * added up here, never a tally) and the request log's own counts (its list's totals, its KPI's errors), a configuration publication shows as a mark at its instant and as the
 * version in force, a draft waits for a second administrator until published, and the caller's jobs
 * are its own. The demo data gives a year of checks; a few more are made today.
 */

const TABLE = LOCAL_NAMES.table('requestLog');
let local: TestStack;
let clients: LocalClients;

beforeAll(async () => {
  local = await startTestStack();
  clients = createLocalClients(local.stack.endpoints);
  const { IdToken } = await local.signIn('anna.ferrari');
  for (const subject of DEMO_SUBJECTS.slice(0, 6)) {
    const response = await local.api('POST', '/api/v1/creditcheck', {
      token: IdToken,
      body: creditCheckRequestFor(subject),
    });
    expect(response.status).toBe(200);
  }
}, 180_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

async function dashboard(username = 'giulia.bianchi'): Promise<DashboardResponse> {
  const { IdToken } = await local.signIn(username);
  const response = await local.api('GET', '/api/v1/dashboard', { token: IdToken });
  expect(response.status, response.text).toBe(200);
  return response.json as DashboardResponse;
}

/** Every row of the days from `startDate` to `endDate`, read from the rows' own partitions. */
async function rowsBetween(startDate: string, endDate: string): Promise<RequestLogRow[]> {
  const rows: RequestLogRow[] = [];
  for (
    let day = new Date(`${startDate}T00:00:00Z`);
    day <= new Date(`${endDate}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    for (const pk of logPartitionsOfDay(day.toISOString().slice(0, 10))) {
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page: QueryCommandOutput = await clients.documentClient.send(
          new QueryCommand({
            TableName: TABLE,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': pk },
            ExclusiveStartKey,
          }),
        );
        rows.push(...(page.Items ?? []).map((item) => item.row as RequestLogRow));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }
  }
  return rows;
}

/** The figures of some rows, as a person would count them. */
function countedFigures(rows: readonly RequestLogRow[]): Omit<DashboardFigures, 'redShare' | 'errorShare'> {
  const decided = rows.filter((row) => row.trafficLight === 'R' || row.trafficLight === 'V');
  const successes = rows.filter((row) => row.requestStatus === 'SUCCESS');
  return {
    checks: rows.length,
    decided: decided.length,
    red: rows.filter((row) => row.trafficLight === 'R').length,
    errors: rows.filter((row) => row.requestStatus === 'ERROR').length,
    meanResponseMs:
      successes.length === 0
        ? null
        : Math.round(successes.reduce((sum, row) => sum + row.elapsed, 0) / successes.length),
  };
}

describe('GET /api/v1/dashboard', () => {
  it('adds up, for today, the last 7 and the last 30 days and the periods before, what the rows hold', async () => {
    const answer = await dashboard();
    expect(answer.today).toBe(romeDay(new Date()));
    for (const period of answer.periods) {
      for (const figures of [period.current, period.previous]) {
        const rows = await rowsBetween(figures.startDate, figures.endDate);
        expect(figures, `${period.key} ${figures.startDate}`).toMatchObject(countedFigures(rows));
      }
    }
    // Today's checks count at once: the tallies are written with the rows.
    expect(answer.periods[0]?.current.checks).toBeGreaterThanOrEqual(6);
    expect(answer.periods[2]?.current.checks).toBeGreaterThan(100);
    const last = answer.days.at(-1);
    expect(last?.day).toBe(answer.today);
    expect(last?.checks).toBe(answer.periods[0]?.current.checks);
  });

  it('equals the request log’s own counts of the same periods: the list’s totals and its KPI’s technical errors', async () => {
    const { IdToken } = await local.signIn('giulia.bianchi');
    const listTotal = async (filters: Record<string, unknown>) => {
      const response = await local.api('POST', '/api/v1/requestLog', {
        token: IdToken,
        body: { filters, pageNumber: 0, pageSize: 1, count: 'only' },
      });
      expect(response.status, response.text).toBe(200);
      return (response.json as { total: number }).total;
    };
    const kpiErrors = async (filters: Record<string, unknown>) => {
      const response = await local.api(
        'GET',
        `/api/v1/requestLogKpi?filters=${encodeURIComponent(JSON.stringify(filters))}`,
        { token: IdToken },
      );
      expect(response.status, response.text).toBe(200);
      const { aggregatedData } = response.json as { aggregatedData: { errorsCount: number }[] };
      return aggregatedData.reduce((sum, workflow) => sum + workflow.errorsCount, 0);
    };
    const answer = await dashboard();
    for (const period of answer.periods) {
      for (const figures of [period.current, period.previous]) {
        const dateRange = { startDate: figures.startDate, endDate: figures.endDate };
        const label = `${period.key} ${figures.startDate}`;
        expect(await listTotal({ dateRange }), label).toBe(figures.checks);
        expect(await listTotal({ dateRange, trafficLight: ['R'] }), label).toBe(figures.red);
        expect(await kpiErrors({ dateRange }), label).toBe(figures.errors);
      }
    }
  });

  it('names the most frequent result codes of the 30 days and splits the red share by market', async () => {
    const answer = await dashboard();
    const month = answer.periods[2]?.current as DashboardFigures & { startDate: string; endDate: string };
    const rows = await rowsBetween(month.startDate, month.endDate);
    const byCode = new Map<string, number>();
    for (const row of rows) if (row.outputCode) byCode.set(row.outputCode, (byCode.get(row.outputCode) ?? 0) + 1);
    const top = answer.reasons[0];
    expect(top?.count).toBe(Math.max(...byCode.values()));
    expect(top && byCode.get(top.code)).toBe(top?.count);
    const free = rows.filter((row) => row.scope === 'L' && row.trafficLight);
    expect(answer.redShare.byMarket.find((market) => market.key === 'L')).toMatchObject({
      decided: free.length,
      red: free.filter((row) => row.trafficLight === 'R').length,
    });
  });

  it('marks a configuration publication at its instant, in force since then by its publisher; its draft waits for a second administrator first', async () => {
    const configuration = configurationApi(local);
    const current = (await configuration.cluster('CURRENT')).configurations[0];
    if (!current) throw new Error('no configuration in force');
    const draft = await configuration.succeeds(
      EDITOR,
      'updateConfiguration',
      updateBody(current, withDelayThreshold(current.configurationFile, 37)),
    );
    const waiting = await dashboard('mario.rossi');
    expect(waiting.pending).toContainEqual(
      // Named by its id, as 'Parametri' names it: every draft's lock revision is 1.
      expect.objectContaining({ kind: 'CONFIGURATION', id: draft.id, label: draft.id, preparedBy: EDITOR }),
    );

    const published = await configuration.succeeds(APPROVER, 'publishUpdatingConfiguration', versionBody(draft));
    const after = await dashboard();
    expect(after.pending.some((entry) => entry.id === draft.id)).toBe(false);
    const inForce = after.versions.find((version) => version.kind === 'CONFIGURATION');
    expect(inForce).toMatchObject({
      id: published.id,
      label: published.id,
      by: APPROVER,
      since: published.validityStartDate,
    });
    const mark = after.marks.find((entry) => entry.kind === 'CONFIGURATION' && entry.id === published.id);
    expect(mark).toMatchObject({ at: published.validityStartDate, day: after.today, by: APPROVER });
    // Both black lists of the demo data are in force too.
    expect(after.versions.map((version) => version.kind).sort()).toEqual(['CEDUTI', 'CONFIGURATION', 'RADIATI']);
  });

  it('tells the last customer feed and lists only the caller’s own jobs', async () => {
    const { IdToken } = await local.signIn('giulia.bianchi');
    const queued = await local.api('POST', '/api/v1/exportFileAsync', {
      token: IdToken,
      body: {
        extractionType: 'REQUEST_LOG',
        filters: {},
        filename: `dashboard_${Date.now()}`,
        fileSeparator: ';',
        note: null,
      },
    });
    expect(queued.status, queued.text).toBe(200);
    const answer = await dashboard();
    expect(answer.customerLoad).toMatchObject({ rows: expect.any(Number), kpiDate: expect.any(String) });
    expect(answer.jobs.length).toBeGreaterThan(0);
    expect(answer.jobs.every((job) => job.userId === 'giulia.bianchi')).toBe(true);
    expect((await dashboard('mario.rossi')).jobs.some((job) => job.userId === 'giulia.bianchi')).toBe(false);
  });

  it('is refused to the roles that do not see the dashboard', async () => {
    for (const username of ['luca.verdi', 'sara.neri', 'anna.ferrari']) {
      const { IdToken } = await local.signIn(username);
      expect((await local.api('GET', '/api/v1/dashboard', { token: IdToken })).status).toBe(403);
    }
  });
});
