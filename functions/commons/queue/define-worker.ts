import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import middy from '@middy/core';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { z } from 'zod';
import { dynamoDb } from '../clients';
import { tableName } from '../env';
import { logger } from '../logger';
import { observeInvocation } from '../observability/observe-invocation';

export interface WorkerDefinition<S extends z.ZodType> {
  /** Shape of a message body; a message that does not match fails and ends in the dead-letter queue. */
  message: S;
  /** Field of the message naming the job: a redelivered message with the same value is not processed twice. */
  idempotencyKey: keyof z.output<S> & string;
  /** How long a completed job is remembered against redelivery. */
  rememberSeconds?: number;
  process: (message: z.output<S>, record: SQSRecord, context: Context) => Promise<void>;
}

/**
 * The frame of every queue worker: each record parsed and processed on its own, failures reported as
 * partial batch failures (the rest of the batch is deleted), processing idempotent per job so an
 * at-least-once redelivery never produces a second file or a double count.
 */
export function defineWorker<S extends z.ZodType>(definition: WorkerDefinition<S>) {
  const processor = new BatchProcessor(EventType.SQS);
  let processOnce: WorkerDefinition<S>['process'] | undefined;
  const config = new IdempotencyConfig({
    eventKeyJmesPath: definition.idempotencyKey,
    expiresAfterSeconds: definition.rememberSeconds ?? 7 * 24 * 3600,
  });

  // Built at the first batch, not at import, so the table name is read from an environment that exists.
  const idempotent = () => {
    processOnce ??= makeIdempotent(definition.process, {
      persistenceStore: new DynamoDBPersistenceLayer({ tableName: tableName('idempotency'), awsSdkV3Client: dynamoDb }),
      config,
    });
    return processOnce;
  };

  let context: Context;
  const processRecord = async (record: SQSRecord) => {
    const message = definition.message.safeParse(parseJson(record.body));
    if (!message.success) {
      logger.error('Malformed message', { messageId: record.messageId, issues: message.error.issues });
      throw new Error(`Malformed message ${record.messageId}`);
    }
    await idempotent()(message.data, record, context);
  };

  const run = async (event: SQSEvent, invocation: Context): Promise<SQSBatchResponse> => {
    context = invocation;
    logger.addContext(context);
    // An attempt's in-progress record then expires with the invocation: a worker that dies mid-job
    // does not block the redelivered message, which is processed again from the start.
    config.registerLambdaContext(context);
    // A batch whose every record failed is reported like any partial failure, not thrown: same retry,
    // one code path, and no misleading "handler crashed" in the logs.
    return processPartialResponse(event, processRecord, processor, { context, throwOnFullBatchFailure: false });
  };
  // Traced and its metrics published like every handler (functions/commons/observability).
  return middy<SQSEvent, SQSBatchResponse, Error, Context>(run).use(observeInvocation());
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
