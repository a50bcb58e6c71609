import { AsyncLocalStorage } from 'node:async_hooks';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { lambdaContext } from '../../infra/local/lambda-context';
import type { SqsWorker } from '../../infra/local/worker-runner';
import { eventually } from './queues';

type Sender = { send: (...args: never[]) => Promise<unknown> };

/**
 * A queue worker that can be killed in the middle of a job, in this process. From the kill on, every AWS
 * call the killed attempt makes never answers (a killed Lambda makes none), and its message is reported
 * failed, as Lambda reports an invocation that crashed. The redelivery waits until the killed attempt's
 * invocation would have timed out, as in AWS, where a queue's visibility timeout outlasts its worker's
 * timeout: only then is the attempt's in-progress idempotency record expired.
 */
export function killableWorker(load: () => Promise<SqsWorker>, options: { attemptMs: number }) {
  const attempts = new AsyncLocalStorage<{ killed: boolean }>();
  let clients: Sender[] = [];
  let originals: Sender['send'][] = [];
  // The handlers' own clients, patched once the stack has set their endpoints (they read them at import).
  const patch = async () => {
    if (clients.length) return;
    const { documentClient, dynamoDb, s3, sqs } = await import('../../functions/commons/clients');
    clients = [documentClient, dynamoDb, s3, sqs] as unknown as Sender[];
    originals = clients.map((client) => client.send);
    clients.forEach((client, index) => {
      const original = originals[index] as Sender['send'];
      client.send = function send(this: unknown, ...args: never[]) {
        if (attempts.getStore()?.killed) return new Promise<never>(() => undefined);
        return original.apply(this, args);
      } as Sender['send'];
    });
  };
  let killWhen: (() => Promise<boolean>) | undefined;
  let redeliverAfter = 0;

  const worker: SqsWorker = async (event: SQSEvent, context): Promise<SQSBatchResponse | undefined> => {
    const real = await load();
    await patch();
    if (!killWhen) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, redeliverAfter - Date.now())));
      return real(event, context);
    }
    const when = killWhen;
    killWhen = undefined;
    const attempt = { killed: false };
    redeliverAfter = Date.now() + options.attemptMs + 500;
    const killedContext = lambdaContext(context.functionName, options.attemptMs);
    void attempts.run(attempt, () => real(event, killedContext)).catch(() => undefined);
    await eventually(when, options.attemptMs);
    attempt.killed = true;
    return { batchItemFailures: event.Records.map((record) => ({ itemIdentifier: record.messageId })) };
  };

  return {
    worker,
    /** The next delivery is killed as soon as `when` holds. */
    killNextWhen(when: () => Promise<boolean>) {
      killWhen = when;
    },
    restore() {
      clients.forEach((client, index) => {
        client.send = originals[index] as Sender['send'];
      });
    },
  };
}
