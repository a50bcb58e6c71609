import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ListMessageMoveTasksCommand,
  type ListMessageMoveTasksResultEntry,
  ListQueuesCommand,
  type Message,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  type SQSClient,
  StartMessageMoveTaskCommand,
} from '@aws-sdk/client-sqs';

export interface RedriveOptions {
  /**
   * At most this many messages are moved; all of them by default. A move task has a rate but no count,
   * so a bounded redrive (one first, to watch it in the worker's log) moves by hand, in AWS too.
   */
  max?: number;
  /** Names of the queues searched for the one whose redrive policy targets the dead-letter queue. */
  queueNamePrefix?: string;
  /** How often a running move task is asked how far it got. */
  pollMs?: number;
  log?: (line: string) => void;
}

/**
 * How the messages went back. A move task returns each message to the queue it came from, which SQS
 * recorded when it dead-lettered it; by hand, to the one queue whose redrive policy names this one.
 */
export type RedriveResult = { by: 'move task'; moved: number } | { by: 'hand'; moved: number; source: string };

/** SQS takes ten messages per batch. */
const BATCH = 10;
/** How long a message received from the dead-letter queue stays hidden while it is moved. */
const MOVE_SECONDS = 60;
/**
 * What an SQS that does not know an action answers: the local emulator (fauxqs) has no move tasks.
 * AWS never answers it to an action of the SDK, so in AWS every other refusal of the move task stands.
 */
const UNKNOWN_ACTION = 'InvalidAction';

/** A queue URL as given, or the URL of a queue given by name. */
async function queueUrlOf(sqs: SQSClient, queue: string): Promise<string> {
  if (/^https?:\/\//.test(queue)) return queue;
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: queue }));
  if (!QueueUrl) throw new Error(`No queue named ${queue}`);
  return QueueUrl;
}

async function attributes(sqs: SQSClient, QueueUrl: string, names: ('QueueArn' | 'RedrivePolicy')[]) {
  const { Attributes = {} } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: names }));
  return Attributes;
}

/**
 * Moves the messages of a dead-letter queue back to the queue they came from (docs/operations.md
 * 'Redriving a dead-letter queue'). SQS's own move task does it where the SQS has one (AWS); the local
 * emulator has none, so there, and for a bounded redrive, the messages are moved by hand.
 */
export async function redriveDeadLetters(
  sqs: SQSClient,
  deadLetterQueue: string,
  { max, queueNamePrefix = 'semaforo-', pollMs = 5000, log = () => undefined }: RedriveOptions = {},
): Promise<RedriveResult> {
  const deadLetterUrl = await queueUrlOf(sqs, deadLetterQueue);
  const { QueueArn: deadLetterArn } = await attributes(sqs, deadLetterUrl, ['QueueArn']);
  if (!deadLetterArn) throw new Error(`No ARN for ${deadLetterUrl}`);
  if (max === undefined) {
    const moved = await moveByTask(sqs, deadLetterArn, pollMs, log);
    if (moved !== undefined) return { by: 'move task', moved };
    log('this SQS has no move tasks (the local emulator): moving the messages by hand');
  }
  const source = await sourceOf(sqs, deadLetterArn, queueNamePrefix);
  log(`moving messages of ${deadLetterUrl} back to ${source}`);
  return {
    by: 'hand',
    moved: await moveByHand(sqs, deadLetterUrl, source, max ?? Number.POSITIVE_INFINITY, log),
    source,
  };
}

/**
 * Starts a move task from the dead-letter queue, with no destination so that each message returns to
 * the queue it came from, and waits for it to end. Undefined when this SQS does not know move tasks.
 */
async function moveByTask(
  sqs: SQSClient,
  deadLetterArn: string,
  pollMs: number,
  log: (line: string) => void,
): Promise<number | undefined> {
  try {
    await sqs.send(new StartMessageMoveTaskCommand({ SourceArn: deadLetterArn }));
  } catch (error) {
    if (error instanceof Error && error.name === UNKNOWN_ACTION) return undefined;
    throw error;
  }
  log(`move task started on ${deadLetterArn}`);
  for (;;) {
    // Only one task runs per queue, and the newest comes first: the one just started.
    const { Results = [] } = await sqs.send(
      new ListMessageMoveTasksCommand({ SourceArn: deadLetterArn, MaxResults: 1 }),
    );
    const task: ListMessageMoveTasksResultEntry = Results[0] ?? {};
    const moved = task.ApproximateNumberOfMessagesMoved ?? 0;
    if (task.Status === 'COMPLETED') return moved;
    if (task.Status === 'FAILED' || task.Status === 'CANCELLED') {
      throw new Error(
        `Move task ${task.Status} after ${moved} message(s)${task.FailureReason ? `: ${task.FailureReason}` : ''}`,
      );
    }
    log(`${moved} of ${task.ApproximateNumberOfMessagesToMove ?? '?'} moved`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * The queue whose redrive policy sends its failures to this dead-letter queue: the one to move them
 * back to by hand. Found by reading the redrive policies, which every SQS (and the local emulator)
 * answers, where ListDeadLetterSourceQueues is not.
 */
async function sourceOf(sqs: SQSClient, deadLetterArn: string, prefix: string): Promise<string> {
  const sources: string[] = [];
  let NextToken: string | undefined;
  do {
    const page = await sqs.send(new ListQueuesCommand({ QueueNamePrefix: prefix, NextToken, MaxResults: 1000 }));
    for (const url of page.QueueUrls ?? []) {
      const { RedrivePolicy } = await attributes(sqs, url, ['RedrivePolicy']);
      if (RedrivePolicy && JSON.parse(RedrivePolicy).deadLetterTargetArn === deadLetterArn) sources.push(url);
    }
    NextToken = page.NextToken;
  } while (NextToken);
  if (sources.length !== 1) {
    throw new Error(`Expected one queue redriving to ${deadLetterArn}, found ${sources.length}: ${sources.join(', ')}`);
  }
  return sources[0] as string;
}

/**
 * Each message is sent again with its body and attributes, then deleted from the dead-letter queue.
 * A message is deleted only once it has been sent, so a failure halfway leaves it in the dead-letter
 * queue; should a deletion fail after its send, the message is delivered twice, which the workers,
 * idempotent per job, make harmless.
 */
async function moveByHand(
  sqs: SQSClient,
  deadLetterUrl: string,
  source: string,
  max: number,
  log: (line: string) => void,
): Promise<number> {
  let moved = 0;
  while (moved < max) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: deadLetterUrl,
        MaxNumberOfMessages: Math.min(BATCH, max - moved),
        VisibilityTimeout: MOVE_SECONDS,
        WaitTimeSeconds: 1,
        MessageAttributeNames: ['All'],
      }),
    );
    if (Messages.length === 0) break;
    moved += await moveBatch(sqs, Messages, source, deadLetterUrl);
    log(`${moved} moved`);
  }
  return moved;
}

async function moveBatch(sqs: SQSClient, messages: Message[], source: string, deadLetterUrl: string): Promise<number> {
  const { Successful = [], Failed = [] } = await sqs.send(
    new SendMessageBatchCommand({
      QueueUrl: source,
      Entries: messages.map((message, index) => ({
        Id: String(index),
        MessageBody: message.Body ?? '',
        MessageAttributes: message.MessageAttributes,
      })),
    }),
  );
  const sent = new Set(Successful.map((entry) => entry.Id));
  if (sent.size > 0) {
    await sqs.send(
      new DeleteMessageBatchCommand({
        QueueUrl: deadLetterUrl,
        Entries: messages
          .map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle }))
          .filter((entry) => sent.has(entry.Id)),
      }),
    );
  }
  if (Failed.length > 0) {
    throw new Error(
      `${Failed.length} messages not sent back (${Failed[0]?.Message}); they stay in the dead-letter queue`,
    );
  }
  return sent.size;
}
