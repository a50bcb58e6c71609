import { createHash } from 'node:crypto';
import { z } from 'zod';
import { BUCKET_NOTIFICATIONS } from '../../shared/resources';

/**
 * The customer-load queue's two messages (docs/data-model.md 'Customers'): the uploads bucket's S3
 * event notification of a feed file dropped under `customers/`, and the message of one part of a
 * file, which the file's message queues. Both are named by a jobId, so a redelivery is done once.
 */

/** Where feed files are dropped, and where their parts are written (which the notification also reports). */
export const FEED_PREFIX = BUCKET_NOTIFICATIONS.find(({ queue }) => queue === 'customerLoad')?.prefix ?? 'customers/';
export const PARTS_PREFIX = `${FEED_PREFIX}parts/`;

const S3RecordSchema = z.object({
  eventName: z.string(),
  eventTime: z.string(),
  s3: z.object({
    bucket: z.object({ name: z.string() }),
    object: z.object({ key: z.string(), sequencer: z.string().optional(), eTag: z.string().optional() }),
  }),
});

export interface FeedFile {
  bucket: string;
  /** The object's key, decoded (S3 sends keys URL-encoded, spaces as '+'). */
  key: string;
  /** The load's id: when the file was dropped and a digest of its key and version, the same on redelivery. */
  loadId: string;
}

const compactTime = (iso: string) => iso.replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

function feedFileOf(record: z.infer<typeof S3RecordSchema>): FeedFile {
  const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
  const version = record.s3.object.sequencer ?? record.s3.object.eTag ?? record.eventTime;
  const digest = createHash('sha256').update(`${key}#${version}`).digest('hex').slice(0, 10);
  return { bucket: record.s3.bucket.name, key, loadId: `${compactTime(record.eventTime)}-${digest}` };
}

const FilesMessageSchema = z.object({ Records: z.array(S3RecordSchema).min(1) }).transform((event) => {
  const files = event.Records.filter((record) => record.eventName.startsWith('ObjectCreated:')).map(feedFileOf);
  return { kind: 'files' as const, jobId: `files:${files.map((file) => file.loadId).join(',')}`, files };
});

/** The message S3 sends once when a notification is configured: nothing to load. */
const TestEventSchema = z
  .object({ Event: z.literal('s3:TestEvent') })
  .transform(() => ({ kind: 'test' as const, jobId: `test:${Date.now()}` }));

/**
 * The scheduled check that today's feed has been loaded (infra/constructs/feed-check-schedule.ts): sent
 * at the stated hours with the time it was scheduled for, which names the job.
 */
const FeedCheckSchema = z
  .object({ kind: z.literal('feedCheck'), scheduledTime: z.iso.datetime() })
  .transform((check) => ({ ...check, jobId: `feedCheck:${check.scheduledTime}` }));

export const PartMessageSchema = z.object({
  kind: z.literal('part'),
  loadId: z.string().min(1).max(100),
  /** The feed file's key, for the logs and the load's record. */
  file: z.string(),
  partKey: z.string().startsWith(PARTS_PREFIX),
  part: z.number().int().min(1),
  /** Line of the file where the part's first line is, so a refused row is logged with the file's line. */
  firstLine: z.number().int().min(1),
  /**
   * How the whole file writes its numbers, decided by the split over every row (shared/customers/
   * feed-notation.ts): every part reads them alike. A message queued before the notation was decided per file has none: undecided.
   */
  notation: z.enum(['point', 'italian', 'undecided']).default('undecided'),
});
export type PartMessage = z.infer<typeof PartMessageSchema>;

const PartJobSchema = PartMessageSchema.transform((part) => ({
  ...part,
  jobId: `part:${part.loadId}:${part.part}`,
}));

export const CustomerLoadMessageSchema = z.union([FilesMessageSchema, TestEventSchema, PartJobSchema, FeedCheckSchema]);
export type CustomerLoadMessage = z.output<typeof CustomerLoadMessageSchema>;
