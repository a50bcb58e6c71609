import { type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ExportFailure } from '../../../shared/enums';
import type { Market } from '../../../shared/roles';
import type { BacktestResult, BacktestSummary, BacktestTarget } from '../../../shared/schemas/backtest';
import { unlessRefused } from '../../commons/dynamo/conditional-write';
import type { JobLifecycle, JobProgress } from '../../commons/queue/job-attempt';
import { backtestResultKey } from './keys';

/**
 * What is stored of a run: the result without `staleReason` (worked out when read), plus its place on the
 * job rail (attempts and lease) and the partitions of its changed checks.
 */
export type StoredBacktest = Omit<BacktestResult, 'staleReason'> & {
  /** The requester's markets: the run reads only their checks. */
  markets: Market[];
  /** Attempts so far; each claim adds one. */
  attempts: number;
  /** How many attempts the run is given: one within its request, the queue's deliveries when queued. */
  maxAttempts: number;
  /** Until when the attempt that holds a RUNNING run may run; past it, that attempt is presumed dead. */
  leaseUntil: string;
  /** The transitions the run moved checks through: the partitions of its changed checks. */
  transitions: string[];
};

/** A run as the rail names it: its version (the item's key) and its id (which run of the version). */
export type BacktestRunRef = Pick<StoredBacktest, 'target' | 'runId'>;

/** What a finished attempt records on its run. */
export interface BacktestOutcome {
  summary: BacktestSummary;
  transitions: string[];
}

/**
 * Whether a RUNNING run's every attempt is over: its last (or only) attempt's lease ran out. Such a run
 * shows FAILED, and a new run of the version may take its place; one with attempts left is under way.
 */
export const isAbandoned = (run: Pick<StoredBacktest, 'attempts' | 'maxAttempts' | 'leaseUntil'>, now: Date) =>
  run.attempts >= run.maxAttempts && run.leaseUntil < now.toISOString();

/**
 * The latest back-test of each version (keys.ts), a job of the rail (commons/queue/job-attempt.ts): the run
 * is claimed, reports progress, and completes or fails through conditional writes that name the run and
 * the attempt, whether its request runs it or the back-test queue's worker. One run at a time per version:
 * starting one is a conditional Put that fails while another is RUNNING and not abandoned, so a run that
 * was replaced can no longer overwrite the one that took its place.
 */
export function backtestRunStore(client: DynamoDBDocumentClient, table: string) {
  const Key = backtestResultKey;
  const store = {
    async read(target: BacktestTarget): Promise<StoredBacktest | undefined> {
      const { Item } = await client.send(new GetCommand({ TableName: table, Key: Key(target), ConsistentRead: true }));
      return Item ? runOf(Item) : undefined;
    },

    /** Starts `run`, or answers the run already under way on the same version (nothing written). */
    async start(run: StoredBacktest, now: Date): Promise<{ started: boolean; run: StoredBacktest }> {
      const put = await unlessRefused(
        client.send(
          new PutCommand({
            TableName: table,
            Item: { ...Key(run.target), ...run },
            // isAbandoned() as a condition on the stored run (one stored before attempts were kept: its lease).
            ConditionExpression:
              'attribute_not_exists(pk) OR #status <> :running OR (attempts >= maxAttempts AND leaseUntil < :now) ' +
              'OR (attribute_not_exists(attempts) AND leaseUntil < :now)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':running': 'RUNNING', ':now': now.toISOString() },
          }),
        ),
      );
      if (put) return { started: true, run };
      const running = await store.read(run.target);
      if (!running) throw new Error('A back-test run refused its start and is gone');
      return { started: false, run: running };
    },

    /** The run, RUNNING, held by one more attempt until the lease; undefined once finished or replaced. */
    async claim(ref: BacktestRunRef, now: Date, leaseSeconds: number): Promise<StoredBacktest | undefined> {
      const output = await unlessRefused(
        client.send(
          new UpdateCommand({
            TableName: table,
            Key: Key(ref.target),
            UpdateExpression: 'SET attempts = attempts + :one, leaseUntil = :lease',
            ConditionExpression: 'runId = :runId AND #status = :running',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':lease': new Date(now.getTime() + leaseSeconds * 1000).toISOString(),
              ':runId': ref.runId,
              ':running': 'RUNNING',
            },
            ReturnValues: 'ALL_NEW',
          }),
        ),
      );
      return output?.Attributes ? runOf(output.Attributes) : undefined;
    },

    /** How far the attempt that holds the run has come; a later attempt's run is left alone. */
    async progress(ref: BacktestRunRef, attempt: number, progress: JobProgress): Promise<boolean> {
      return conditional({
        TableName: table,
        Key: Key(ref.target),
        UpdateExpression: 'SET progress = :progress',
        ConditionExpression: 'runId = :runId AND #status = :running AND attempts = :attempt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':progress': { done: progress.done, total: Math.max(progress.total, progress.done) },
          ':runId': ref.runId,
          ':running': 'RUNNING',
          ':attempt': attempt,
        },
      });
    },

    /** RUNNING → DONE with the result, only for the attempt that holds the run. */
    async complete(ref: BacktestRunRef, attempt: number, outcome: BacktestOutcome, now: Date): Promise<boolean> {
      return conditional({
        TableName: table,
        Key: Key(ref.target),
        UpdateExpression:
          'SET #status = :done, summary = :summary, transitions = :transitions, finishedAt = :now, progress = :none',
        ConditionExpression: 'runId = :runId AND #status = :running AND attempts = :attempt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':done': 'DONE',
          ':summary': outcome.summary,
          ':transitions': [...outcome.transitions],
          ':now': now.toISOString(),
          ':none': null,
          ':runId': ref.runId,
          ':running': 'RUNNING',
          ':attempt': attempt,
        },
      });
    },

    /** RUNNING → FAILED; the reason is the rail's (the run's page says only that it failed). */
    async fail(ref: BacktestRunRef, _failure: ExportFailure, now: Date): Promise<boolean> {
      return conditional({
        TableName: table,
        Key: Key(ref.target),
        UpdateExpression: 'SET #status = :failed, finishedAt = :now',
        ConditionExpression: 'runId = :runId AND #status = :running',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':failed': 'FAILED',
          ':now': now.toISOString(),
          ':runId': ref.runId,
          ':running': 'RUNNING',
        },
      });
    },
  } satisfies JobLifecycle<BacktestRunRef, StoredBacktest, BacktestOutcome> & Record<string, unknown>;
  return store;

  /** True when the update was made; false when its condition refused it (a run replaced, a state already left). */
  async function conditional(input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> {
    return (await unlessRefused(client.send(new UpdateCommand(input)))) !== undefined;
  }
}
export type BacktestRunStore = ReturnType<typeof backtestRunStore>;

/** A stored item as a run: its key dropped; a run stored before attempts were kept had one, within its request. */
function runOf(item: Record<string, unknown>): StoredBacktest {
  const { pk: _pk, sk: _sk, ...stored } = item;
  return { attempts: 1, maxAttempts: 1, markets: [], ...stored } as unknown as StoredBacktest;
}
