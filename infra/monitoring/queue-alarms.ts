import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { QUEUES, type QueueName } from '../../shared/resources';
import { type AlarmKit, FIVE_MINUTES } from './alarm-kit';
import { DEAD_LETTER_BUDGET, oldestMessageBudgetSeconds } from './budgets';

export interface WatchedQueue {
  queue: IQueue;
  deadLetterQueue: IQueue;
}

/** Per worker queue: a message in its dead-letter queue, and its oldest message waiting too long. */
export function addQueueAlarms(kit: AlarmKit, queues: Record<QueueName, WatchedQueue>): void {
  for (const [name, { queue, deadLetterQueue }] of Object.entries(queues) as [QueueName, WatchedQueue][]) {
    const id = name.charAt(0).toUpperCase() + name.slice(1);
    kit.raise(`${id}DeadLetters`, {
      name: `dlq-${name}`,
      metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      threshold: DEAD_LETTER_BUDGET,
      reason: `A job of the ${name} queue failed ${QUEUES[name].maxReceiveCount} times and waits in its dead-letter queue.`,
    });
    const oldest = oldestMessageBudgetSeconds(name);
    kit.raise(`${id}OldestMessage`, {
      name: `queue-age-${name}`,
      metric: queue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      threshold: oldest,
      reason: `A message of the ${name} queue has waited ${oldest / 60} minutes, longer than one whole attempt of its worker: it is not consumed, or failed and waits for its retry.`,
    });
  }
}
