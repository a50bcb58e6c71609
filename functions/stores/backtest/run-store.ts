import { type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BacktestResult, BacktestSummary, BacktestTarget } from '../../../shared/schemas/backtest';
import { unlessRefused } from '../../commons/dynamo/conditional-write';
import { backtestResultKey } from './keys';

/** What is stored of a run: the result without `staleReason` (worked out when read), plus its lease and changes. */
export type StoredBacktest = Omit<BacktestResult, 'staleReason'> & {
  /** Until when a RUNNING run holds the version: past it, a new run may take over (its worker died). */
  leaseUntil: string;
  /** The transitions the run moved checks through: the partitions of its changed checks. */
  transitions: string[];
};

/**
 * The latest back-test of each version (keys.ts). One run at a time per version: starting one is a
 * conditional Put that fails while another is RUNNING within its lease, and every later write names its
 * run, so a run that was taken over can no longer overwrite the one that took its place.
 */
export function backtestResultStore(client: DynamoDBDocumentClient, table: string) {
  const Key = backtestResultKey;
  return {
    async read(target: BacktestTarget): Promise<StoredBacktest | undefined> {
      const { Item } = await client.send(new GetCommand({ TableName: table, Key: Key(target), ConsistentRead: true }));
      if (!Item) return undefined;
      const { pk: _pk, sk: _sk, ...stored } = Item;
      return stored as StoredBacktest;
    },

    /** Starts `run`, or answers the run already under way on the same version (nothing written). */
    async start(run: StoredBacktest, now: Date): Promise<{ started: boolean; run: StoredBacktest }> {
      const put = await unlessRefused(
        client.send(
          new PutCommand({
            TableName: table,
            Item: { ...Key(run.target), ...run },
            ConditionExpression: 'attribute_not_exists(pk) OR #status <> :running OR leaseUntil < :now',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':running': 'RUNNING', ':now': now.toISOString() },
          }),
        ),
      );
      if (put) return { started: true, run };
      const running = await this.read(run.target);
      if (!running) throw new Error('A back-test run refused its start and is gone');
      return { started: false, run: running };
    },

    /** How far the run has come; a run taken over writes nothing. */
    async progress(run: Pick<StoredBacktest, 'target' | 'runId'>, done: number, total: number): Promise<void> {
      await conditional({
        TableName: table,
        Key: Key(run.target),
        UpdateExpression: 'SET progress = :progress',
        ConditionExpression: 'runId = :runId AND #status = :running',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':progress': { done, total }, ':runId': run.runId, ':running': 'RUNNING' },
      });
    },

    async finish(
      run: Pick<StoredBacktest, 'target' | 'runId'>,
      summary: BacktestSummary,
      transitions: readonly string[],
      now: Date,
    ): Promise<boolean> {
      return conditional({
        TableName: table,
        Key: Key(run.target),
        UpdateExpression:
          'SET #status = :done, summary = :summary, transitions = :transitions, finishedAt = :now, progress = :progress',
        ConditionExpression: 'runId = :runId',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':done': 'DONE',
          ':summary': summary,
          ':transitions': [...transitions],
          ':now': now.toISOString(),
          ':progress': null,
          ':runId': run.runId,
        },
      });
    },

    /** A queued run's next attempt after one that failed: RUNNING again, unless it finished or was taken over. */
    async resume(run: Pick<StoredBacktest, 'target' | 'runId' | 'leaseUntil'>): Promise<boolean> {
      return conditional({
        TableName: table,
        Key: Key(run.target),
        UpdateExpression: 'SET #status = :running, finishedAt = :none',
        ConditionExpression: 'runId = :runId AND #status <> :done',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':running': 'RUNNING', ':none': null, ':runId': run.runId, ':done': 'DONE' },
      });
    },

    async fail(run: Pick<StoredBacktest, 'target' | 'runId'>, now: Date): Promise<boolean> {
      return conditional({
        TableName: table,
        Key: Key(run.target),
        UpdateExpression: 'SET #status = :failed, finishedAt = :now',
        ConditionExpression: 'runId = :runId AND #status = :running',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':failed': 'FAILED',
          ':now': now.toISOString(),
          ':runId': run.runId,
          ':running': 'RUNNING',
        },
      });
    },
  };

  /** True when the update was made; false when its condition refused it (a run taken over, a state already left). */
  async function conditional(input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> {
    return (await unlessRefused(client.send(new UpdateCommand(input)))) !== undefined;
  }
}
export type BacktestResultStore = ReturnType<typeof backtestResultStore>;
