import { QUEUES, type QueueName } from '../../shared/resources';
import type { LocalQueues } from './bootstrap';
import { handlerModuleExists, loadHandler } from './handler-loader';
import type { LocalLogger } from './logger';
import type { QueueBinding, SqsWorker } from './worker-runner';

/**
 * One binding per queue of shared/resources.ts, consumed by its worker module, or by a replacement
 * given by a test. A queue whose worker module does not exist yet is left unconsumed.
 */
export function queueBindings(
  queues: LocalQueues,
  overrides: Partial<Record<QueueName, SqsWorker>>,
  log: LocalLogger,
): QueueBinding[] {
  const bindings: QueueBinding[] = [];
  for (const name of Object.keys(QUEUES) as QueueName[]) {
    const definition = QUEUES[name];
    const override = overrides[name];
    if (!override && !handlerModuleExists(definition.worker)) {
      log.warn(`queue ${name}: worker ${definition.worker} does not exist yet, its messages stay queued`);
      continue;
    }
    bindings.push({
      name,
      queueUrl: queues[name].url,
      queueArn: queues[name].arn,
      batchSize: definition.batchSize,
      workerTimeoutSeconds: definition.workerTimeoutSeconds,
      worker: override ? async () => override : () => loadHandler(definition.worker) as Promise<SqsWorker>,
    });
  }
  return bindings;
}
