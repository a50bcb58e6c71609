import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { QUEUES, type QueueName } from '../../../shared/resources';
import { documentClient, sqs } from '../../commons/clients';
import { queueUrl, tableName } from '../../commons/env';
import { logger } from '../../commons/logger';
import { Refusal } from '../../commons/refusal/refusal';
import { dynamoJobStore, type JobStore } from './dynamo-job-store';
import type { JobRef, StoredJob } from './job';
import { jobMessageId, jobObjectKey } from './job-keys';
import type { ExportJobMessage } from './job-message';
import { toExportJob } from './job-state';

/** The job store of this container, on the data table. */
export const jobStore = (): JobStore => dynamoJobStore(documentClient, tableName('data'));

/** Both job queues give a job as many attempts; a job shows ERROR once the last one is over. */
export const JOB_MAX_ATTEMPTS = QUEUES.exports.maxReceiveCount;

/** A stored job as the calls answer it, now. */
export const shownJob = (job: StoredJob, now = new Date()) => toExportJob(job, now, JOB_MAX_ATTEMPTS);

/** Queues a stored job for its worker. */
export async function enqueueJob(queue: QueueName, ref: JobRef): Promise<void> {
  const message: ExportJobMessage = { jobId: jobMessageId(ref), userId: ref.userId, fileName: ref.fileName };
  await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl(queue), MessageBody: JSON.stringify(message) }));
}

/**
 * Stores a new job and queues it: the one way a job starts. A name the owner already used answers
 * NAME_TAKEN and writes nothing; a job that cannot be queued is marked ERROR (never left PENDING
 * forever) and the caller gets 503 to try again under another name.
 */
export async function startJob(queue: QueueName, job: StoredJob): Promise<StoredJob> {
  const store = jobStore();
  await holdJob(job);
  try {
    await enqueueJob(queue, job);
  } catch (error) {
    logger.error('Job not queued', { job: jobMessageId(job), error });
    await store.fail(job, 'NOT_QUEUED', new Date());
    throw new Refusal('SERVICE_UNAVAILABLE');
  }
  return job;
}

/**
 * Stores a new job without queueing it: it shows PENDING until what it waits for (a back-test's run)
 * queues it (held-jobs.ts). A name the owner already used answers NAME_TAKEN and writes nothing.
 */
export async function holdJob(job: StoredJob): Promise<StoredJob> {
  if (!(await jobStore().create(job))) throw new Refusal('NAME_TAKEN');
  return job;
}

/** A new job as its request creates it: PENDING, no attempt yet, its zip's key fixed by its name. */
export function newJob(
  fields: Pick<StoredJob, 'userId' | 'fileName' | 'exportType' | 'fileSeparator' | 'note' | 'filters' | 'markets'> &
    Partial<Pick<StoredJob, 'inputKey' | 'realFilename'>>,
  now = new Date(),
): StoredJob {
  const requestDate = now.toISOString();
  return {
    ...fields,
    requestDate,
    status: 'PENDING',
    recordCount: null,
    failure: null,
    attempts: 0,
    leaseUntil: null,
    objectKey: jobObjectKey(fields),
    updatedAt: requestDate,
  };
}
