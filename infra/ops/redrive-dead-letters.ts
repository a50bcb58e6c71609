import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ListQueuesCommand,
  type Message,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';

export interface RedriveOptions {
  /** At most this many messages are moved; all of them by default. */
  max?: number;
  /** Names of the queues searched for the one whose redrive policy targets the dead-letter queue. */
  queueNamePrefix?: string;
  log?: (line: string) => void;
}

export interface RedriveResult {
  source: string;
  moved: number;
}

/** SQS takes ten messages per batch. */
const BATCH = 10;
/** How long a message received from the dead-letter queue stays hidden while it is moved. */
const MOVE_SECONDS = 60;

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
 * The queue whose redrive policy sends its failures to this dead-letter queue: the one to move them
 * back to. Found by reading the redrive policies, which every SQS (and the local emulator) answers.
 */
async function sourceOf(sqs: SQSClient, deadLetterUrl: string, prefix: string): Promise<string> {
  const { QueueArn } = await attributes(sqs, deadLetterUrl, ['QueueArn']);
  const sources: string[] = [];
  let NextToken: string | undefined;
  do {
    const page = await sqs.send(new ListQueuesCommand({ QueueNamePrefix: prefix, NextToken, MaxResults: 1000 }));
    for (const url of page.QueueUrls ?? []) {
      const { RedrivePolicy } = await attributes(sqs, url, ['RedrivePolicy']);
      if (RedrivePolicy && JSON.parse(RedrivePolicy).deadLetterTargetArn === QueueArn) sources.push(url);
    }
    NextToken = page.NextToken;
  } while (NextToken);
  if (sources.length !== 1) {
    throw new Error(`Expected one queue redriving to ${QueueArn}, found ${sources.length}: ${sources.join(', ')}`);
  }
  return sources[0] as string;
}

/**
 * Moves the messages of a dead-letter queue back to the queue they came from (docs/operations.md
 * 'Redriving a dead-letter queue'): each is sent again with its body and attributes, then deleted
 * from the dead-letter queue. A message is deleted only once it has been sent, so a failure halfway
 * leaves it in the dead-letter queue; should a deletion fail after its send, the message is delivered
 * twice, which the workers, idempotent per job, make harmless.
 */
export async function redriveDeadLetters(
  sqs: SQSClient,
  deadLetterQueue: string,
  { max = Number.POSITIVE_INFINITY, queueNamePrefix = 'semaforo-', log = () => undefined }: RedriveOptions = {},
): Promise<RedriveResult> {
  const deadLetterUrl = await queueUrlOf(sqs, deadLetterQueue);
  const source = await sourceOf(sqs, deadLetterUrl, queueNamePrefix);
  log(`moving messages of ${deadLetterUrl} back to ${source}`);
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
  return { source, moved };
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
