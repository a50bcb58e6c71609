import { Duration } from 'aws-cdk-lib';
import { type Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { QueueDefinition } from '../../shared/resources';

/**
 * A work queue with its dead-letter queue and an alarm that fires as soon as one message lands in
 * it: a message there is a job that failed maxReceiveCount times and that someone must look at.
 */
export class WorkerQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, definition: QueueDefinition) {
    super(scope, id);
    const encrypted = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true };
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', { ...encrypted, retentionPeriod: Duration.days(14) });
    this.queue = new Queue(this, 'Queue', {
      ...encrypted,
      visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
    });
    this.deadLetterAlarm = this.deadLetterQueue
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' })
      .createAlarm(this, 'DeadLetterAlarm', {
        alarmDescription: `A job of the ${id} queue failed ${definition.maxReceiveCount} times and waits in its dead-letter queue.`,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
  }
}
