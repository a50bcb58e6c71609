import { SQSClient } from '@aws-sdk/client-sqs';
import { redriveDeadLetters } from './redrive-dead-letters';

/**
 * `npm run redrive -- <dead-letter queue URL or name> [--max N]`: moves a dead-letter queue's messages
 * back to their queue (docs/operations.md): by an SQS move task in AWS, by hand on the local emulator
 * or with --max. AWS: the credentials and region of the shell, the URL from the workers stack's
 * `<Queue>DeadLetterQueueUrl` output. Locally: AWS_ENDPOINT_URL_SQS set to the SQS emulator
 * `npm start` prints, and the queue's name (`semaforo-customerLoad-dlq`).
 */
function parseArgs(args: string[]): { queue: string; max?: number } {
  const [queue, ...rest] = args.filter((arg) => arg !== '--');
  const maxAt = rest.indexOf('--max');
  const max = maxAt >= 0 ? Number(rest[maxAt + 1]) : undefined;
  if (!queue || queue.startsWith('-') || (max !== undefined && !(max > 0))) {
    throw new Error('Usage: npm run redrive -- <dead-letter queue URL or name> [--max N]');
  }
  return { queue, max };
}

async function main(): Promise<void> {
  const { queue, max } = parseArgs(process.argv.slice(2));
  const local = Boolean(process.env.AWS_ENDPOINT_URL_SQS);
  const sqs = new SQSClient({
    region: process.env.AWS_REGION ?? 'eu-south-1',
    // The emulator's queue URLs name a host of their own; its endpoint is the way in.
    useQueueUrlAsEndpoint: !local,
    ...(local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  const result = await redriveDeadLetters(sqs, queue, { max, log: (line) => console.log(line) });
  const to = result.by === 'hand' ? result.source : 'the queues they came from';
  console.log(`Done: ${result.moved} message(s) moved back to ${to} (${result.by}).`);
  sqs.destroy();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
