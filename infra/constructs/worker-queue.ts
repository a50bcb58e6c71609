import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { QueueDefinition } from '../../shared/resources';

/**
 * A work queue with its dead-letter queue, where a job that failed maxReceiveCount times waits for
 * someone to look at it (its alarm is the monitoring stack's).
 */
export class WorkerQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, definition: QueueDefinition) {
    super(scope, id);
    const encrypted = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true };
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', { ...encrypted, retentionPeriod: Duration.days(14) });
    this.queue = new Queue(this, 'Queue', {
      ...encrypted,
      visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
    });
  }
}
