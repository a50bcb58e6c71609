import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ExportFailure } from '../../../shared/enums';
import { nextDay, romeDayStartUtc } from '../../../shared/italian-time';
import type { DayRange } from '../../../shared/validators/ranges';
import { refusedByCondition } from '../../commons/dynamo/conditional-write';
import type { JobRef, StoredJob } from './job';
import { ALL_JOBS_PARTITION, jobKey, ownerJobsPartition } from './job-keys';

const JOB_ATTRIBUTES = [
  'userId',
  'fileName',
  'exportType',
  'requestDate',
  'status',
  'fileSeparator',
  'note',
  'filters',
  'markets',
  'recordCount',
  'failure',
  'attempts',
  'leaseUntil',
  'objectKey',
  'inputKey',
  'realFilename',
  'updatedAt',
] as const;

const jobOf = (item: Record<string, unknown>): StoredJob =>
  Object.fromEntries(JOB_ATTRIBUTES.filter((name) => name in item).map((name) => [name, item[name]])) as never;

/**
 * Export jobs in the data table. Every state change is one conditional write on the job item, so a
 * redelivered or late worker can never move a finished job back (docs/data-model.md 'Export jobs').
 */
export function dynamoJobStore(client: DynamoDBDocumentClient, table: string) {
  return {
    /** Stores a new job; false when its owner already has one with that name (nothing is written). */
    async create(job: StoredJob): Promise<boolean> {
      try {
        await client.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...jobKey(job),
              gsi1pk: ownerJobsPartition(job.userId),
              gsi1sk: `${job.requestDate}#${job.fileName}`,
              gsi2pk: ALL_JOBS_PARTITION,
              gsi2sk: `${job.requestDate}#${job.userId}#${job.fileName}`,
              ...job,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (refusedByCondition(error)) return false;
        throw error;
      }
    },

    async get(ref: JobRef): Promise<StoredJob | undefined> {
      const output = await client.send(new GetCommand({ TableName: table, Key: jobKey(ref), ConsistentRead: true }));
      return output.Item ? jobOf(output.Item) : undefined;
    },

    async exists(ref: JobRef): Promise<boolean> {
      const output = await client.send(
        new GetCommand({ TableName: table, Key: jobKey(ref), ProjectionExpression: 'pk' }),
      );
      return output.Item !== undefined;
    },

    /**
     * Jobs newest first: one owner's, or everyone's without an owner; only those requested within the
     * Italian-day range when one is given (a key condition, so older jobs are not read at all).
     */
    async list(owner: string | undefined, range: DayRange | undefined): Promise<StoredJob[]> {
      const [index, partitionKey, sortKey, partition] = owner
        ? ['gsi1', 'gsi1pk', 'gsi1sk', ownerJobsPartition(owner)]
        : ['gsi2', 'gsi2pk', 'gsi2sk', ALL_JOBS_PARTITION];
      const jobs: StoredJob[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const output = await client.send(
          new QueryCommand({
            TableName: table,
            IndexName: index,
            KeyConditionExpression: range ? '#pk = :pk AND #sk BETWEEN :from AND :to' : '#pk = :pk',
            ExpressionAttributeNames: { '#pk': partitionKey, ...(range ? { '#sk': sortKey } : {}) },
            ExpressionAttributeValues: {
              ':pk': partition,
              ...(range
                ? { ':from': romeDayStartUtc(range.startDate), ':to': romeDayStartUtc(nextDay(range.endDate)) }
                : {}),
            },
            ScanIndexForward: false,
            ExclusiveStartKey,
          }),
        );
        jobs.push(...(output.Items ?? []).map(jobOf));
        ExclusiveStartKey = output.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return jobs;
    },

    /**
     * Takes the job for one worker attempt: PENDING or WORKING (a dead attempt's job) becomes WORKING
     * with one more attempt and a lease. A READY or ERROR job is finished: undefined, nothing changes.
     */
    async claim(ref: JobRef, now: Date, leaseSeconds: number): Promise<StoredJob | undefined> {
      try {
        const output = await client.send(
          new UpdateCommand({
            TableName: table,
            Key: jobKey(ref),
            UpdateExpression:
              'SET #status = :working, attempts = attempts + :one, leaseUntil = :lease, updatedAt = :now',
            ConditionExpression: 'attribute_exists(pk) AND #status IN (:pending, :working)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':working': 'WORKING',
              ':pending': 'PENDING',
              ':one': 1,
              ':lease': new Date(now.getTime() + leaseSeconds * 1000).toISOString(),
              ':now': now.toISOString(),
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return output.Attributes ? jobOf(output.Attributes) : undefined;
      } catch (error) {
        if (refusedByCondition(error)) return undefined;
        throw error;
      }
    },

    /** WORKING to READY with the file's record count, only for the attempt that holds the job. */
    async complete(ref: JobRef, attempt: number, recordCount: number, now: Date): Promise<boolean> {
      return conditionalUpdate({
        TableName: table,
        Key: jobKey(ref),
        UpdateExpression: 'SET #status = :ready, recordCount = :count, updatedAt = :now REMOVE leaseUntil',
        ConditionExpression: '#status = :working AND attempts = :attempt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':ready': 'READY',
          ':working': 'WORKING',
          ':count': recordCount,
          ':attempt': attempt,
          ':now': now.toISOString(),
        },
      });
    },

    /** Any unfinished job to ERROR with the reason; a READY job stays READY. */
    async fail(ref: JobRef, failure: ExportFailure, now: Date): Promise<boolean> {
      return conditionalUpdate({
        TableName: table,
        Key: jobKey(ref),
        UpdateExpression: 'SET #status = :error, failure = :failure, updatedAt = :now REMOVE leaseUntil',
        ConditionExpression: 'attribute_exists(pk) AND #status IN (:pending, :working)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':error': 'ERROR',
          ':failure': failure,
          ':pending': 'PENDING',
          ':working': 'WORKING',
          ':now': now.toISOString(),
        },
      });
    },
  };

  async function conditionalUpdate(input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> {
    try {
      await client.send(new UpdateCommand(input));
      return true;
    } catch (error) {
      if (refusedByCondition(error)) return false;
      throw error;
    }
  }
}
export type JobStore = ReturnType<typeof dynamoJobStore>;
