import { TimeZone } from 'aws-cdk-lib';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { SqsSendMessage } from 'aws-cdk-lib/aws-scheduler-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { CUSTOMER_FEED_DEADLINE } from '../monitoring/budgets';

/**
 * Asks the customer loader, every hour from the stated hour until the last check (Italian time, summer
 * time included), whether today's feed has been loaded: a message on the loader's own queue, named by
 * the time it was scheduled for. The loader answers with the CustomerFeedMissing metric
 * (functions/customers/feed-check.ts), which the customer-feed-missing alarm watches.
 */
export class FeedCheckSchedule extends Construct {
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, queue: IQueue) {
    super(scope, id);
    const { hour, lastCheckHour, timeZone } = CUSTOMER_FEED_DEADLINE;
    this.schedule = new Schedule(this, 'Schedule', {
      description: `Semaforo: is today's customer feed loaded? Hourly from ${hour}:00 to ${lastCheckHour}:00 ${timeZone}`,
      schedule: ScheduleExpression.cron({
        minute: '0',
        hour: `${hour}-${lastCheckHour}`,
        timeZone: TimeZone.of(timeZone),
      }),
      target: new SqsSendMessage(queue, {
        input: ScheduleTargetInput.fromObject({ kind: 'feedCheck', scheduledTime: ContextAttribute.scheduledTime }),
      }),
    });
  }
}
