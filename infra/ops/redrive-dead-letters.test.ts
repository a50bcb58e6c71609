import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ListMessageMoveTasksCommand,
  ListQueuesCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SQSClient,
  SQSServiceException,
  StartMessageMoveTaskCommand,
} from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { redriveDeadLetters } from './redrive-dead-letters';

/**
 * Which way the redrive takes. The local emulator has no move tasks, so what AWS answers to one (a task
 * running, then completed or failed) is mocked here; the hand-moved path runs against the emulator too
 * (test/integration/dead-letter-redrive.test.ts).
 */

const sqs = new SQSClient({ region: 'eu-south-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
const sqsMock = mockClient(SQSClient);

const DLQ_URL = 'https://sqs.eu-south-1.amazonaws.com/123456789012/semaforo-dev-customerLoad-dlq';
const DLQ_ARN = 'arn:aws:sqs:eu-south-1:123456789012:semaforo-dev-customerLoad-dlq';
const SOURCE_URL = 'https://sqs.eu-south-1.amazonaws.com/123456789012/semaforo-dev-customerLoad';
const OTHER_URL = 'https://sqs.eu-south-1.amazonaws.com/123456789012/semaforo-dev-exports';

/** What fauxqs answers to an action it does not know. */
const unknownAction = () =>
  new SQSServiceException({
    name: 'InvalidAction',
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
    message: 'Unknown action: StartMessageMoveTask',
  });

/** A dead-letter queue holding `count` messages, the source queue naming it in its redrive policy. */
function queues(count: number) {
  sqsMock.on(GetQueueUrlCommand).resolves({ QueueUrl: DLQ_URL });
  sqsMock.on(GetQueueAttributesCommand, { QueueUrl: DLQ_URL }).resolves({ Attributes: { QueueArn: DLQ_ARN } });
  sqsMock
    .on(GetQueueAttributesCommand, { QueueUrl: SOURCE_URL })
    .resolves({ Attributes: { RedrivePolicy: JSON.stringify({ deadLetterTargetArn: DLQ_ARN, maxReceiveCount: 3 }) } });
  sqsMock.on(GetQueueAttributesCommand, { QueueUrl: OTHER_URL }).resolves({ Attributes: {} });
  sqsMock.on(ListQueuesCommand).resolves({ QueueUrls: [DLQ_URL, SOURCE_URL, OTHER_URL] });
  const messages = Array.from({ length: count }, (_, index) => ({
    Body: `{"part":${index}}`,
    ReceiptHandle: `receipt-${index}`,
  }));
  sqsMock.on(ReceiveMessageCommand).callsFake(async ({ MaxNumberOfMessages = 1 }) => ({
    Messages: messages.splice(0, MaxNumberOfMessages),
  }));
  sqsMock.on(SendMessageBatchCommand).callsFake(async ({ Entries = [] }) => ({
    Successful: Entries.map(({ Id }: { Id: string }) => ({ Id, MessageId: `m-${Id}`, MD5OfMessageBody: '' })),
    Failed: [],
  }));
  sqsMock.on(DeleteMessageBatchCommand).resolves({ Successful: [], Failed: [] });
}

const sentBodies = () =>
  sqsMock.commandCalls(SendMessageBatchCommand).flatMap((call) => {
    expect(call.args[0].input.QueueUrl).toBe(SOURCE_URL);
    return (call.args[0].input.Entries ?? []).map((entry) => entry.MessageBody);
  });

beforeEach(() => sqsMock.reset());

describe('redriveDeadLetters', () => {
  it('in AWS, starts a move task from the dead-letter queue to where each message came from, and waits for it', async () => {
    queues(3);
    sqsMock.on(StartMessageMoveTaskCommand).resolves({ TaskHandle: 'task-1' });
    sqsMock
      .on(ListMessageMoveTasksCommand)
      .resolvesOnce({ Results: [{ TaskHandle: 'task-1', Status: 'RUNNING', ApproximateNumberOfMessagesMoved: 1 }] })
      .resolves({ Results: [{ Status: 'COMPLETED', ApproximateNumberOfMessagesMoved: 3 }] });

    expect(await redriveDeadLetters(sqs, 'semaforo-dev-customerLoad-dlq', { pollMs: 0 })).toEqual({
      by: 'move task',
      moved: 3,
    });
    expect(sqsMock.commandCalls(StartMessageMoveTaskCommand).map((call) => call.args[0].input)).toEqual([
      { SourceArn: DLQ_ARN },
    ]);
    expect(sqsMock.commandCalls(ListMessageMoveTasksCommand)[0]?.args[0].input).toEqual({
      SourceArn: DLQ_ARN,
      MaxResults: 1,
    });
    expect(sqsMock.commandCalls(ReceiveMessageCommand)).toHaveLength(0);
    expect(sqsMock.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });

  it('in AWS, a move task that fails says why, and nothing is moved by hand', async () => {
    queues(2);
    sqsMock.on(StartMessageMoveTaskCommand).resolves({ TaskHandle: 'task-1' });
    sqsMock.on(ListMessageMoveTasksCommand).resolves({
      Results: [{ Status: 'FAILED', ApproximateNumberOfMessagesMoved: 1, FailureReason: 'AccessDenied' }],
    });

    await expect(redriveDeadLetters(sqs, DLQ_URL, { pollMs: 0 })).rejects.toThrow(
      'Move task FAILED after 1 message(s): AccessDenied',
    );
    expect(sqsMock.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });

  it('in AWS, a refused move task is not worked around by hand', async () => {
    queues(2);
    sqsMock.on(StartMessageMoveTaskCommand).rejects(
      new SQSServiceException({
        name: 'UnsupportedOperation',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
        message: 'Source queue must be configured as a Dead Letter Queue.',
      }),
    );

    await expect(redriveDeadLetters(sqs, DLQ_URL, { pollMs: 0 })).rejects.toThrow('Dead Letter Queue');
    expect(sqsMock.commandCalls(ReceiveMessageCommand)).toHaveLength(0);
  });

  it('on an SQS without move tasks (the local emulator), moves the messages by hand to the queue redriving to it', async () => {
    queues(12);
    sqsMock.on(StartMessageMoveTaskCommand).rejects(unknownAction());

    expect(await redriveDeadLetters(sqs, DLQ_URL)).toEqual({ by: 'hand', moved: 12, source: SOURCE_URL });
    expect(sentBodies()).toEqual(Array.from({ length: 12 }, (_, index) => `{"part":${index}}`));
    expect(
      sqsMock.commandCalls(DeleteMessageBatchCommand).flatMap((call) => {
        expect(call.args[0].input.QueueUrl).toBe(DLQ_URL);
        return (call.args[0].input.Entries ?? []).map((entry) => entry.ReceiptHandle);
      }),
    ).toEqual(Array.from({ length: 12 }, (_, index) => `receipt-${index}`));
  });

  it('with a maximum, moves that many by hand, in AWS too: a move task has no count', async () => {
    queues(5);

    expect(await redriveDeadLetters(sqs, DLQ_URL, { max: 1 })).toEqual({ by: 'hand', moved: 1, source: SOURCE_URL });
    expect(sentBodies()).toEqual(['{"part":0}']);
    expect(sqsMock.commandCalls(StartMessageMoveTaskCommand)).toHaveLength(0);
  });
});
