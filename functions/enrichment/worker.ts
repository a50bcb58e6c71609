import { defineWorker } from '../commons/queue/define-worker';
import { JobMessageSchema } from '../commons/queue/job-message';

/**
 * Worker of the on-demand enrichment queue. The feature is not built yet and no route enqueues to this queue;
 * should a message arrive anyway, it fails, is retried and ends in the dead-letter queue, whose
 * alarm tells operations.
 */
export const handler = defineWorker({
  message: JobMessageSchema,
  idempotencyKey: 'jobId',
  process: async () => {
    throw new Error('The on-demand enrichment worker is not built yet');
  },
});
