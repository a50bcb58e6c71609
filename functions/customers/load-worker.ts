import { bucketName } from '../commons/env';
import { logger } from '../commons/logger';
import { defineWorker } from '../commons/queue/define-worker';
import { checkFeedLoaded } from './feed-check';
import { CustomerLoadMessageSchema, FEED_PREFIX, PARTS_PREFIX } from './load-message';
import { loadPart } from './load-part';
import { splitFeed } from './split-feed';

/**
 * Worker of the customer-load queue (docs/data-model.md 'Customers'). A feed file dropped in the
 * uploads bucket under customers/ arrives as the bucket's S3 event notification: the file is split
 * into parts, each queued as a message of its own, so a 2,000,000-row file never runs into Lambda's 15
 * minutes. A part message loads its rows. The notification also reports the parts themselves (same
 * prefix): those are skipped. Failures are retried by the queue and end in its dead-letter queue. At the
 * stated hours a scheduled message asks whether today's feed has been loaded (feed-check.ts).
 */
export const handler = defineWorker({
  message: CustomerLoadMessageSchema,
  idempotencyKey: 'jobId',
  process: async (message) => {
    if (message.kind === 'test') return;
    if (message.kind === 'feedCheck') {
      await checkFeedLoaded(new Date(message.scheduledTime));
      return;
    }
    if (message.kind === 'part') {
      await loadPart(message);
      return;
    }
    for (const file of message.files) {
      const isFeed = file.bucket === bucketName('uploads') && file.key.startsWith(FEED_PREFIX);
      if (!isFeed || file.key.startsWith(PARTS_PREFIX) || file.key.endsWith('/')) {
        logger.debug('Not a customer feed file: skipped', { bucket: file.bucket, key: file.key });
        continue;
      }
      await splitFeed(file);
    }
  },
});
