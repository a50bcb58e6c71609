import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { BUCKET_NOTIFICATIONS, LOCAL_NAMES } from '../../shared/resources';
import type { LocalQueues } from './bootstrap';
import type { LocalLogger } from './logger';
import { localS3Events } from './s3';

interface EmulatorRecord {
  eventName: string;
  s3: { bucket: { name: string }; object: { key: string } };
}

/** A key as S3 writes it in a notification: URL-encoded, slashes kept, spaces as '+'. */
const notifiedKey = (key: string) => encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+');

/**
 * The bucket notifications of shared/resources.ts on the emulators: each object created under a
 * notification's prefix is sent to its queue as S3's event notification body (one record per
 * message, as S3 sends them), so a file dropped in the local uploads bucket with any S3 client is
 * loaded as in AWS. Answers the function that stops forwarding.
 */
export function forwardBucketNotifications(sqs: SQSClient, queues: LocalQueues, log: LocalLogger): () => void {
  const listener = (event: { Records?: EmulatorRecord[] }) => {
    for (const record of event.Records ?? []) {
      if (!record.eventName.startsWith('ObjectCreated:')) continue;
      const { bucket, object } = record.s3;
      const notification = BUCKET_NOTIFICATIONS.find(
        (candidate) => LOCAL_NAMES.bucket(candidate.bucket) === bucket.name && object.key.startsWith(candidate.prefix),
      );
      if (!notification) continue;
      const body = {
        Records: [{ ...record, s3: { ...record.s3, object: { ...object, key: notifiedKey(object.key) } } }],
      };
      sqs
        .send(new SendMessageCommand({ QueueUrl: queues[notification.queue].url, MessageBody: JSON.stringify(body) }))
        .catch((error: unknown) => log.error(`S3 notification of ${object.key} not queued`, error));
    }
  };
  localS3Events.on('event', listener);
  return () => localS3Events.off('event', listener);
}
