import { PutObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import JSZip from 'jszip';
import { systemReason } from '../../shared/audit/system-reasons';
import { CUSTOMER_FEED_SEPARATOR, type FeedColumns, feedColumns } from '../../shared/customers/customer-feed';
import { CUSTOMER_NUMBER_FIELDS } from '../../shared/customers/customer-fields';
import { mixedNotationMessage, notationDetector } from '../../shared/customers/feed-notation';
import { csvRecords } from '../../shared/enrichment/input-csv';
import { METRIC_NAMES } from '../../shared/metrics';
import { recordSystemChange } from '../commons/audit/system-change';
import { documentClient, s3, sqs } from '../commons/clients';
import { queueUrl, tableName } from '../commons/env';
import { logger } from '../commons/logger';
import { countMetric } from '../commons/observability/metrics';
import { recordLoadFailure, recordLoadSplit } from '../stores/customers/load-progress';
import { feedText, UnreadableFeedError } from './feed-file';
import { type FeedPart, feedParts, partCsv } from './feed-parts';
import { type FeedFile, PARTS_PREFIX, type PartMessage } from './load-message';

/**
 * Rows per part: a part loads well within the worker's 15 minutes (tens of seconds in AWS), and 40
 * parts carry 2,000,000 rows (docs/benchmarks.md). CUSTOMER_FEED_PART_ROWS overrides it (tests, tuning).
 */
export const PART_ROWS = 50_000;
const partRows = () => Number(process.env.CUSTOMER_FEED_PART_ROWS) || PART_ROWS;
/** SQS takes ten messages per batch. */
const SEND_BATCH = 10;

const partKey = (loadId: string, part: number) => `${PARTS_PREFIX}${loadId}/part-${String(part).padStart(5, '0')}.zip`;

/** The header's columns, or why it cannot be the feed's. */
function headerColumns(header: string): FeedColumns {
  const [record] = csvRecords(header, CUSTOMER_FEED_SEPARATOR);
  if (!record || record.unreadable) throw new UnreadableFeedError('The header cannot be read');
  const read = feedColumns(record.cells);
  if ('error' in read) throw new UnreadableFeedError(`Wrong header: ${read.error}`);
  return read.columns;
}

/** Hands every number cell of a part to the file's notation detector, with the file's line. */
function seeNumbers(part: FeedPart, columns: FeedColumns, detector: ReturnType<typeof notationDetector>) {
  const numbers = CUSTOMER_NUMBER_FIELDS.flatMap((field) => {
    const index = columns.get(field);
    return index === undefined ? [] : [[field, index] as const];
  });
  let header = true;
  for (const record of csvRecords(partCsv(part), CUSTOMER_FEED_SEPARATOR)) {
    if (header) {
      header = false;
      continue;
    }
    if (record.unreadable) continue;
    // The part's line 1 is the header; its line 2 is the file's `firstLine`.
    const line = part.firstLine + record.line - 2;
    for (const [field, index] of numbers) detector.see(field, (record.cells[index] ?? '').trim(), line);
  }
}

async function writePart(bucket: string, key: string, part: FeedPart): Promise<void> {
  const zip = new JSZip();
  zip.file('part.csv', partCsv(part));
  const Body = await zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 1 },
  });
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body, ContentType: 'application/zip' }));
}

async function queueParts(messages: readonly PartMessage[]): Promise<void> {
  for (let start = 0; start < messages.length; start += SEND_BATCH) {
    const batch = messages.slice(start, start + SEND_BATCH);
    const { Failed = [] } = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl('customerLoad'),
        Entries: batch.map((message) => ({ Id: String(message.part), MessageBody: JSON.stringify(message) })),
      }),
    );
    if (Failed.length > 0) throw new Error(`${Failed.length} part messages not queued: ${Failed[0]?.Message}`);
  }
}

/**
 * A feed file's first step: its header checked, its rows split into parts of PART_ROWS written back
 * beside it (zipped CSVs under customers/parts/<load id>/) while its number notation is read from every
 * value, the load recorded, then one message per part queued, each with the file's notation. A file that
 * cannot be loaded at all (a wrong header, no rows, numbers in both notations) is recorded as a failed
 * load, nothing of it queued, and not retried. Done again (a redelivery after a crash), it writes the
 * same parts and queues them again, which their jobIds make harmless.
 */
export async function splitFeed(file: FeedFile): Promise<void> {
  const table = tableName('data');
  const parts: Omit<PartMessage, 'notation'>[] = [];
  const detector = notationDetector();
  let columns: FeedColumns | undefined;
  let rows = 0;
  let notation: PartMessage['notation'];
  try {
    for await (const part of feedParts(feedText(file.bucket, file.key), partRows())) {
      columns ??= headerColumns(part.header);
      seeNumbers(part, columns, detector);
      const key = partKey(file.loadId, part.index);
      await writePart(file.bucket, key, part);
      rows += part.rows;
      parts.push({
        kind: 'part',
        loadId: file.loadId,
        file: file.key,
        partKey: key,
        part: part.index,
        firstLine: part.firstLine,
      });
    }
    if (parts.length === 0) throw new UnreadableFeedError('The file has no rows');
    const decision = detector.decision();
    if ('mixed' in decision) throw new UnreadableFeedError(mixedNotationMessage(decision.mixed));
    notation = decision.notation;
  } catch (error) {
    if (!(error instanceof UnreadableFeedError)) throw error;
    logger.error('Customer feed not loaded', { loadId: file.loadId, file: file.key, error: error.message });
    countMetric(METRIC_NAMES.customerFeedFailures);
    await recordLoadFailure(documentClient, table, { loadId: file.loadId, file: file.key, error: error.message });
    await recordSystemChange({
      event: 'customerFeedLoad',
      entityType: 'CUSTOMER_FEED',
      entityId: file.loadId,
      at: new Date().toISOString(),
      key: file.loadId,
      outcome: 'FAILED',
      reason: systemReason('CUSTOMER_FEED_UNREADABLE'),
      // What is wrong with the file, as the load's own record tells it (English, for the operator).
      after: { file: file.key, fault: error.message },
    });
    return;
  }
  await recordLoadSplit(documentClient, table, { loadId: file.loadId, file: file.key, parts: parts.length, rows });
  await queueParts(parts.map((part) => ({ ...part, notation })));
  logger.info('Customer feed split', { loadId: file.loadId, file: file.key, rows, parts: parts.length, notation });
}
