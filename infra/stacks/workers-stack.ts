import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { QUEUES, type QueueDefinition, type QueueName, SCHEDULES, type ScheduleName } from '../../shared/resources';
import { SCHEDULE_ACCESS, WORKER_ACCESS } from '../access';
import { WORKER_MAX_CONCURRENCY } from '../capacity';
import { BucketNotifications } from '../constructs/bucket-notifications';
import { FeedCheckSchedule } from '../constructs/feed-check-schedule';
import { grantAccess } from '../constructs/grant-access';
import { NodeFunction } from '../constructs/node-function';
import { ScheduledFunction } from '../constructs/scheduled-function';
import { WORKER_NODE_OPTIONS } from '../constructs/worker-node-options';
import { WorkerQueue } from '../constructs/worker-queue';
import { mapKeys, pascalCase } from '../keys';
import type { DataResources } from './data-stack';

export interface WorkersStackProps extends StackProps {
  data: DataResources;
}

/**
 * The asynchronous half: one queue per job kind (QUEUES), its dead-letter queue, the worker that
 * consumes it, the bucket notifications that queue jobs (BUCKET_NOTIFICATIONS), the schedule of the
 * customer feed's check and the functions on a clock (SCHEDULES: the black lists' midnight switch).
 * Each worker runs at most its ceiling at once (infra/capacity.ts), so a burst of jobs waits in its queue.
 * The API stack gets the queues to send to; nothing here points back at it.
 * Each dead-letter queue's URL is an output, for the redrive script (docs/operations.md).
 */
export class WorkersStack extends Stack {
  readonly queues: Record<QueueName, IQueue>;
  readonly workerQueues: Record<QueueName, WorkerQueue>;
  readonly workers: Record<QueueName, IFunction>;

  constructor(scope: Construct, id: string, props: WorkersStackProps) {
    super(scope, id, props);
    // All queues first, so a worker's access may name any of them.
    this.workerQueues = mapKeys(QUEUES, (name) => new WorkerQueue(this, pascalCase(name), QUEUES[name]));
    this.queues = mapKeys(QUEUES, (name) => this.workerQueues[name].queue);

    const workers: Partial<Record<QueueName, IFunction>> = {};
    for (const name of Object.keys(QUEUES) as QueueName[]) {
      const definition: QueueDefinition = QUEUES[name];
      const worker = new NodeFunction(this, `${pascalCase(name)}Worker`, {
        entry: definition.worker,
        description: `Semaforo worker of the ${name} queue`,
        timeout: Duration.seconds(definition.workerTimeoutSeconds),
        memorySize: 1024,
        nodeOptions: WORKER_NODE_OPTIONS,
      });
      grantAccess(worker, WORKER_ACCESS[name], { data: props.data, queues: this.queues });
      worker.function.addEventSource(
        new SqsEventSource(this.queues[name], {
          batchSize: definition.batchSize,
          reportBatchItemFailures: true,
          maxConcurrency: WORKER_MAX_CONCURRENCY[name],
        }),
      );
      workers[name] = worker.function;
      new CfnOutput(this, `${pascalCase(name)}DeadLetterQueueUrl`, {
        value: this.workerQueues[name].deadLetterQueue.queueUrl,
      });
    }
    this.workers = workers as Record<QueueName, IFunction>;
    new FeedCheckSchedule(this, 'CustomerFeedCheck', this.queues.customerLoad);
    new BucketNotifications(this, 'BucketNotifications', props.data.buckets, this.queues);
    for (const name of Object.keys(SCHEDULES) as ScheduleName[]) {
      new ScheduledFunction(this, pascalCase(name), {
        name,
        definition: SCHEDULES[name],
        access: SCHEDULE_ACCESS[name],
        targets: { data: props.data, queues: this.queues },
      });
    }
  }
}
