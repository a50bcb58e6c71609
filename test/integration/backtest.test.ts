import { GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestResultKey } from '../../functions/stores/backtest/keys';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { RADIATI_COMPANY } from '../../infra/local/demo/precheck-demo-subjects';
import { loadHandler } from '../../infra/local/handler-loader';
import type { SqsWorker } from '../../infra/local/worker-runner';
import { backtestChangeHeader } from '../../shared/backtest/change-columns';
import { defaultBacktestPeriod } from '../../shared/backtest/period';
import { decide } from '../../shared/decision/decide';
import { type BlacklistReplacement, DecisionSnapshotSchema, replayInput } from '../../shared/decision/snapshot';
import { daysNewestFirst } from '../../shared/italian-time';
import type { RequestLogRow } from '../../shared/request-log/row';
import { LOCAL_NAMES, QUEUES } from '../../shared/resources';
import type { BacktestChange, BacktestResult, BacktestTarget } from '../../shared/schemas/backtest';
import type { CheckDetail } from '../../shared/schemas/check-detail';
import type { ConfigurationFile } from '../../shared/schemas/configuration';
import { italianToday } from '../../shared/validators/ranges';
import { auditRecordsOfEntity } from '../support/audit-records';
import { type BlacklistApi, blacklistApi } from '../support/blacklist-api';
import { type ConfigurationApi, configurationApi, deleteBody, EDITOR } from '../support/configuration-api';
import { killableWorker } from '../support/killable-worker';
import { startTestStack, type TestStack } from '../support/local-stack';
import { queuedExportLines } from '../support/queued-export';
import { eventually } from '../support/queues';

/**
 * The back-test (its acceptance criteria), through the API against the demo history: every answer is
 * checked against an independent re-decision of the same rows, read straight from the request log and
 * decided by the engine with the recorded facts, not through the back-test's own reading and tally.
 */

let local: TestStack;
let clients: LocalClients;
let configurations: ConfigurationApi;
let blacklists: BlacklistApi;
/** The back-test queue's own worker, which one test kills in the middle of a run. */
const backtestWorker = killableWorker(() => loadHandler(QUEUES.backtests.worker) as unknown as Promise<SqsWorker>, {
  attemptMs: 20_000,
});

beforeAll(async () => {
  local = await startTestStack({ workers: { backtests: backtestWorker.worker } });
  clients = createLocalClients(local.stack.endpoints);
  configurations = configurationApi(local);
  blacklists = blacklistApi(local);
}, 120_000);

afterAll(async () => {
  delete process.env.SEMAFORO_BACKTEST_SYNC_LIMIT;
  backtestWorker.restore();
  clients?.destroy();
  await local?.stop();
});

const YEAR = { startDate: defaultBacktestPeriod(italianToday(), 365).startDate, endDate: italianToday() };

async function call(method: string, path: string, body?: unknown, username = EDITOR) {
  const { IdToken } = await local.signIn(username);
  return local.api(method, path, { token: IdToken, body });
}

async function answerOf(target: BacktestTarget) {
  const response = await call('GET', `/api/v1/backtest/${target.kind}/${target.id}`);
  expect(response.status, response.text).toBe(200);
  return response.json as { result: BacktestResult | null; targetStatus: string };
}

async function latestOf(target: BacktestTarget) {
  return (await answerOf(target)).result as BacktestResult;
}

/** A run, followed to its end when it was queued (a period over 62 days always is). */
async function run(target: BacktestTarget, period?: { startDate: string; endDate: string }) {
  const response = await call('POST', '/api/v1/runBacktest', { target, period });
  expect(response.status, response.text).toBe(200);
  let result = response.json as BacktestResult;
  if (result.status === 'RUNNING') {
    await eventually(async () => {
      result = await latestOf(target);
      return result.status !== 'RUNNING';
    }, 120_000);
  }
  expect(result.status).toBe('DONE');
  return result;
}

/** Every changed check of the latest run, page by page through the cursor, as the list reads them. */
async function changesOf(target: BacktestTarget, transitions?: string[]) {
  const changes: BacktestChange[] = [];
  let cursor: string | undefined;
  do {
    const response = await call('POST', '/api/v1/backtestChanges', {
      filters: { ...target, transitions },
      pageNumber: 0,
      pageSize: 50,
      cursor,
    });
    expect(response.status, response.text).toBe(200);
    const page = response.json as { changes: { jsonValue: BacktestChange }[]; cursor?: string };
    changes.push(...page.changes.map((row) => row.jsonValue));
    cursor = page.cursor;
  } while (cursor);
  return changes;
}

/** The period's stored checks, read from the table itself. */
async function storedChecks(period: { startDate: string; endDate: string }) {
  const checks: { row: RequestLogRow; snapshot: unknown }[] = [];
  for (const day of daysNewestFirst(period.startDate, period.endDate)) {
    for (let shard = 0; shard < 4; shard += 1) {
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await clients.documentClient.send(
          new QueryCommand({
            TableName: LOCAL_NAMES.table('requestLog'),
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': `LOG#${day}#${shard}` },
            ExclusiveStartKey,
          }),
        );
        for (const item of page.Items ?? []) checks.push({ row: item.row, snapshot: item.snapshot });
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }
  }
  return checks;
}

/** The independent re-decision: each successful check with a snapshot decided before and after, by id. */
async function expectedMoves(
  period: { startDate: string; endDate: string },
  before: ConfigurationFile,
  after: ConfigurationFile,
  replacement?: BlacklistReplacement,
) {
  const moves = new Map<number, string>();
  let decided = 0;
  let recordedRed = 0;
  for (const { row, snapshot } of await storedChecks(period)) {
    if (row.requestStatus !== 'SUCCESS' || !snapshot) continue;
    decided += 1;
    if (row.trafficLight === 'R') recordedRed += 1;
    const facts = DecisionSnapshotSchema.parse(snapshot);
    const from = decide(replayInput(facts, before)).reason.code;
    const to = decide(replayInput(facts, after, replacement)).reason.code;
    if (from !== to) moves.set(row.idRequest as number, `${from}>${to}`);
  }
  return { moves, decided, recordedRed };
}

const withGrace = (file: ConfigurationFile, graceThreshold: number): ConfigurationFile => ({
  ...file,
  paymentScoreChecks: file.paymentScoreChecks.map((row) =>
    row.subjectType === 'PF' && row.microSegment === 'DEFAULT' ? { ...row, graceThreshold } : row,
  ),
});

const requestLogItems = async () =>
  (await clients.documentClient.send(new ScanCommand({ TableName: LOCAL_NAMES.table('requestLog'), Select: 'COUNT' })))
    .Count;

describe('a configuration draft replayed on the recorded checks', () => {
  it('a lower PF payment-score grace turns exactly the expected checks from V EX406 to R EX302, and nothing else', async () => {
    const current = await configurations.current();
    const draft = await configurations.prepare(withGrace(current.configurationFile, 2));
    const itemsBefore = await requestLogItems();
    const result = await run({ kind: 'CONFIGURATION', id: draft.id }, YEAR);
    const { moves, decided, recordedRed } = await expectedMoves(
      YEAR,
      current.configurationFile,
      draft.configurationFile,
    );

    expect(moves.size).toBeGreaterThan(0);
    expect(new Set(moves.values())).toEqual(new Set(['EX406>EX302']));
    // A year is queued on the export rail: its job is named on the run.
    expect(result).toMatchObject({ status: 'DONE', staleReason: null, targetVersion: draft.version });
    expect(result.jobFileName).toMatch(/^simulazione_/);
    expect(result.summary?.checks).toBe(decided);
    expect(result.summary?.changed).toBe(moves.size);
    expect(result.summary?.transitions.filter(({ from, to }) => from !== to)).toEqual([
      { from: 'EX406', to: 'EX302', count: moves.size },
    ]);
    expect((result.summary?.after.R ?? 0) - (result.summary?.before.R ?? 0)).toBe(moves.size);
    // Beside the two replays, the same checks' lights as recorded at the time: what the dashboard counts.
    expect(result.summary?.recorded).toEqual({ R: recordedRed, V: decided - recordedRed });
    expect(result.summary?.segments.market.reduce((sum, segment) => sum + (segment.redRecorded ?? 0), 0)).toBe(
      recordedRed,
    );
    // The same split by segment: only people move, and every market's moves add up.
    const bySubject = result.summary?.segments.subjectType ?? [];
    expect(bySubject.filter((segment) => segment.changed > 0).map((segment) => segment.value)).toEqual(['PF']);
    expect(result.summary?.segments.market.reduce((sum, segment) => sum + segment.changed, 0)).toBe(moves.size);

    const changes = await changesOf({ kind: 'CONFIGURATION', id: draft.id });
    expect(new Map(changes.map((change) => [change.idRequest, `${change.beforeCode}>${change.afterCode}`]))).toEqual(
      moves,
    );
    expect(changes.every((change) => change.kind === 'CHANGED' && change.afterLight === 'R')).toBe(true);
    // The changed checks exported whole through the export rail, as the list's export asks: a line each.
    const { job, lines } = await queuedExportLines(local, EDITOR, {
      extractionType: 'BACKTEST',
      filters: { kind: 'CONFIGURATION', id: draft.id, runId: result.runId },
      filename: `simulazione_grazia_${Date.now()}`,
    });
    expect(job.recordCount).toBe(moves.size);
    expect(lines[0]).toBe(backtestChangeHeader().join(';'));
    const exported = lines.slice(1).map((line) => line.split(';'));
    expect(new Map(exported.map((cells) => [Number(cells[0]), `${cells[6]}>${cells[8]}`]))).toEqual(moves);
    // Replays write nothing to the request log.
    expect(await requestLogItems()).toBe(itemsBefore);
  });

  it('reproduces the whole demo history: every recorded check replays to its recorded outcome', async () => {
    const draft = await configurations.prepare();
    const { summary } = await run({ kind: 'CONFIGURATION', id: draft.id }, YEAR);
    const reproducibility = summary?.reproducibility;
    expect(reproducibility?.replayed).toBeGreaterThan(1500);
    expect(reproducibility).toMatchObject({ notReproduced: 0, unknownConfiguration: 0, withoutSnapshot: 0 });
    expect(reproducibility?.reproduced).toBe(reproducibility?.replayed);
    expect(reproducibility?.technicalErrors).toBeGreaterThan(0);
  });

  it('a draft equal to the configuration in force changes nothing', async () => {
    const draft = await configurations.prepare();
    const { summary } = await run({ kind: 'CONFIGURATION', id: draft.id });
    expect(summary?.changed).toBe(0);
    expect(summary?.transitions.every(({ from, to }) => from === to)).toBe(true);
    expect(summary?.before).toEqual(summary?.after);
    expect(await changesOf({ kind: 'CONFIGURATION', id: draft.id })).toEqual([]);
  });

  it('is stale once the draft is edited, and a changed check opens with both explanations', async () => {
    const current = await configurations.current();
    const draft = await configurations.prepare(withGrace(current.configurationFile, 2));
    await run({ kind: 'CONFIGURATION', id: draft.id }, YEAR);
    const [change] = await changesOf({ kind: 'CONFIGURATION', id: draft.id });
    const opened = await call('GET', `/api/v1/requestLogCheck/${change?.idRequest}?kind=CONFIGURATION&id=${draft.id}`);
    expect((opened.json as CheckDetail).comparison).toMatchObject({
      current: { code: 'EX406', explanation: { rule: 'EXISTING_CUSTOMER' } },
      draft: { code: 'EX302', explanation: { rule: 'PAYMENT_SCORE' } },
    });
    await configurations.succeeds(EDITOR, 'updateConfiguration', {
      id: draft.id,
      version: draft.version,
      note: 'Ancora',
      configurationCheckId: 'PRECHECK_SAS',
      configurationFile: withGrace(current.configurationFile, 3),
    });
    const latest = await call('GET', `/api/v1/backtest/CONFIGURATION/${draft.id}`);
    expect((latest.json as { result: BacktestResult }).result).toMatchObject({
      status: 'DONE',
      staleReason: 'DRAFT_CHANGED',
    });
  });
});

describe('where the version of a back-test stands, for its page', () => {
  it('a draft, then deleted: its page is told it is gone; the version in force is not a draft', async () => {
    const draft = await configurations.prepare();
    const target: BacktestTarget = { kind: 'CONFIGURATION', id: draft.id };
    expect(await answerOf(target)).toEqual({ result: null, targetStatus: 'DRAFT' });
    await configurations.succeeds(EDITOR, 'deleteUpdatingConfiguration', deleteBody(draft));
    expect((await answerOf(target)).targetStatus).toBe('DELETED');
    const current = await configurations.current();
    expect((await answerOf({ kind: 'CONFIGURATION', id: current.id })).targetStatus).toBe('NOT_A_DRAFT');
    expect((await answerOf({ kind: 'RADIATI', id: 'not-a-version' })).targetStatus).toBe('DELETED');
  });
});

describe('a READY black-list version replayed before it is published', () => {
  it('turns R EX305 a check in the period whose subject the new version adds', async () => {
    const period = defaultBacktestPeriod(italianToday());
    const green = (await storedChecks(period)).find(
      ({ row, snapshot }) => row.outputCode === 'EX400' && snapshot && row.taxCode,
    );
    const subject = green?.row.taxCode as string;
    const version = await blacklists.prepare('RADIATI', [
      { taxCode: subject, vatNumber: null },
      { taxCode: RADIATI_COMPANY.vatRegistrationNo ?? null, vatNumber: RADIATI_COMPANY.vatRegistrationNo ?? null },
    ]);
    expect(version.status).toBe('READY');
    const result = await run({ kind: 'RADIATI', id: version.id }, period);
    const listed = new Set([subject, RADIATI_COMPANY.vatRegistrationNo]);
    const current = (await configurations.current()).configurationFile;
    const { moves } = await expectedMoves(period, current, current, {
      kind: 'RADIATI',
      versionId: version.id,
      isListed: (id) => listed.has(id),
    });
    const changes = await changesOf({ kind: 'RADIATI', id: version.id });
    expect(changes.find((change) => change.idRequest === green?.row.idRequest)).toMatchObject({
      beforeCode: 'EX400',
      afterLight: 'R',
      afterCode: 'EX305',
    });
    expect(new Map(changes.map((change) => [change.idRequest, `${change.beforeCode}>${change.afterCode}`]))).toEqual(
      moves,
    );
    expect(result.summary?.changed).toBe(moves.size);
  });
});

describe('bad input and a run at a time', () => {
  it('refuses a version that is not a draft with 409 and its reason, an unknown one with 404', async () => {
    const current = await configurations.current();
    const refused = await call('POST', '/api/v1/runBacktest', { target: { kind: 'CONFIGURATION', id: current.id } });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('Si simula solo una configurazione in aggiornamento');
    const [active] = (await blacklists.lists('CEDUTI')).active;
    const notReady = await call('POST', '/api/v1/runBacktest', { target: { kind: 'CEDUTI', id: active?.id } });
    expect(notReady.status).toBe(409);
    expect(notReady.text).toContain('READY');
    expect((await call('POST', '/api/v1/runBacktest', { target: { kind: 'CEDUTI', id: 'mai' } })).status).toBe(404);
  });

  it.each([
    ['over 365 days', { startDate: defaultBacktestPeriod(italianToday(), 366).startDate, endDate: italianToday() }],
    ['reversed', { startDate: italianToday(), endDate: defaultBacktestPeriod(italianToday(), 2).startDate }],
    ['in the future', { startDate: italianToday(), endDate: '2099-12-31' }],
  ])('refuses a period %s with 400 and the spec’s range text', async (_case, period) => {
    const draft = await configurations.prepare();
    const response = await call('POST', '/api/v1/runBacktest', {
      target: { kind: 'CONFIGURATION', id: draft.id },
      period,
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain('Range temporale non valido');
  });

  it('is audited: a BACKTEST record of the version with its period and figures, the run it replaced before', async () => {
    const draft = await configurations.prepare();
    const target = { kind: 'CONFIGURATION', id: draft.id } as const;
    const first = await run(target);
    const second = await run(target);
    const runIds = [first.runId, second.runId];
    const records = (
      await auditRecordsOfEntity(clients.documentClient, 'BACKTEST', `CONFIGURATION/${draft.id}`)
    ).filter((record) => runIds.includes((record.after as { runId?: string } | null)?.runId ?? ''));
    expect(records.map((record) => [record.route, record.outcome])).toEqual([
      ['runBacktest', 'SUCCEEDED'],
      ['runBacktest', 'SUCCEEDED'],
    ]);
    const [latest, earlier] = records;
    expect(earlier).toMatchObject({ user: EDITOR, after: { runId: first.runId, status: 'DONE' } });
    expect(latest).toMatchObject({
      before: { runId: first.runId, summary: { checks: first.summary?.checks, changed: first.summary?.changed } },
      after: { runId: second.runId, period: second.period, summary: { checks: second.summary?.checks } },
    });
    // The figures, not the whole table: the run's own page shows its transitions and segments.
    expect(latest?.after).not.toHaveProperty('summary.segments');
  });

  it.each([
    ['an unknown key at the top', (target: object) => ({ target, extra: 1 })],
    ['an unknown key in the target', (target: object) => ({ target: { ...target, version: 3 } })],
    ['an unknown key in the period', (target: object) => ({ target, period: { ...YEAR, days: 365 } })],
  ])('refuses %s with 400', async (_case, body) => {
    const draft = await configurations.prepare();
    const response = await call('POST', '/api/v1/runBacktest', body({ kind: 'CONFIGURATION', id: draft.id }));
    expect(response.status, response.text).toBe(400);
  });

  it("refuses another search's cursor for a version whose latest run changed nothing: 400 INVALID_CURSOR", async () => {
    const draft = await configurations.prepare();
    await run({ kind: 'CONFIGURATION', id: draft.id });
    const audit = await call('POST', '/api/v1/auditTrail', { filters: {}, pageNumber: 0, pageSize: 1 }, 'mario.rossi');
    const foreign = (audit.json as { cursor?: string }).cursor;
    expect(foreign).toEqual(expect.any(String));
    const response = await call('POST', '/api/v1/backtestChanges', {
      filters: { kind: 'CONFIGURATION', id: draft.id },
      pageNumber: 0,
      pageSize: 50,
      cursor: foreign,
    });
    expect(response.status, response.text).toBe(400);
    expect(response.json).toMatchObject({ errors: [{ code: 'INVALID_CURSOR' }] });
  });

  it('is for administrators only', async () => {
    const draft = await configurations.prepare();
    const target = { kind: 'CONFIGURATION', id: draft.id };
    expect((await call('POST', '/api/v1/runBacktest', { target }, 'giulia.bianchi')).status).toBe(403);
    expect((await call('GET', `/api/v1/backtest/CONFIGURATION/${draft.id}`, undefined, 'luca.verdi')).status).toBe(403);
  });

  it('queues a period too long for the request on the back-test queue, and answers the run under way instead of a second', async () => {
    process.env.SEMAFORO_BACKTEST_SYNC_LIMIT = '0';
    try {
      const draft = await configurations.prepare(withGrace((await configurations.current()).configurationFile, 2));
      const target: BacktestTarget = { kind: 'CONFIGURATION', id: draft.id };
      // Two requests at once: one starts the run, the other meets it under way (sent one after the other,
      // the worker could finish a year's run before the second arrived).
      const start = async () =>
        (await call('POST', '/api/v1/runBacktest', { target, period: YEAR })).json as BacktestResult;
      const [queued, again] = await Promise.all([start(), start()]);
      expect(queued).toMatchObject({ status: 'RUNNING', progress: { done: 0 } });
      expect(queued.jobFileName).toMatch(/^simulazione_/);
      expect(again.runId).toBe(queued.runId);
      let latest: BacktestResult | undefined;
      await eventually(async () => {
        latest = await latestOf(target);
        return latest.status !== 'RUNNING';
      }, 60_000);
      expect(latest).toMatchObject({ status: 'DONE', runId: queued.runId });
      const jobs = await call('GET', '/api/v1/exportFilesList');
      const job = (jobs.json as { exports: { fileName: string; exportType: string; status: string }[] }).exports.find(
        (found) => found.fileName === queued.jobFileName,
      );
      expect(job).toMatchObject({ exportType: 'BACKTEST' });
    } finally {
      delete process.env.SEMAFORO_BACKTEST_SYNC_LIMIT;
    }
  });

  it('finishes a queued run once when its worker is killed mid-run: the redelivery takes it over, the same result as a run left alone', async () => {
    process.env.SEMAFORO_BACKTEST_SYNC_LIMIT = '0';
    try {
      const draft = await configurations.prepare(withGrace((await configurations.current()).configurationFile, 3));
      const target: BacktestTarget = { kind: 'CONFIGURATION', id: draft.id };
      const stored = async () =>
        (
          await clients.documentClient.send(
            new GetCommand({ TableName: LOCAL_NAMES.table('data'), Key: backtestResultKey(target) }),
          )
        ).Item;
      // Killed once the run has read part of the period and said so.
      backtestWorker.killNextWhen(async () => ((await stored())?.progress?.done ?? 0) > 0);
      const killed = await run(target, YEAR);
      expect(await stored()).toMatchObject({ status: 'DONE', attempts: 2, runId: killed.runId });
      const changes = await changesOf(target);
      const keys = changes.map((change) => `${change.idRequest}:${change.transition}`);
      expect(new Set(keys).size).toBe(keys.length);
      // The run's export, queued once the run is DONE, is written once.
      let files: { fileName: string; status: string; recordCount: number | null }[] = [];
      await eventually(async () => {
        const jobs = (await call('GET', '/api/v1/exportFilesList')).json as { exports: typeof files };
        files = jobs.exports.filter((job) => job.fileName === killed.jobFileName);
        return files.every((job) => job.status === 'READY' || job.status === 'ERROR');
      }, 60_000);
      expect(files).toEqual([expect.objectContaining({ status: 'READY', recordCount: changes.length })]);

      const leftAlone = await run(target, YEAR);
      expect(leftAlone.runId).not.toBe(killed.runId);
      expect(leftAlone.summary).toEqual(killed.summary);
      const again = (await changesOf(target)).map((change) => `${change.idRequest}:${change.transition}`);
      expect(again.sort()).toEqual(keys.sort());
    } finally {
      delete process.env.SEMAFORO_BACKTEST_SYNC_LIMIT;
    }
  }, 180_000);
});
