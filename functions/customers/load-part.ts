import { GetObjectCommand } from '@aws-sdk/client-s3';
import {
  CUSTOMER_FEED_SEPARATOR,
  customerOfFeedRow,
  type FeedColumns,
  feedColumns,
} from '../../shared/customers/customer-feed';
import type { Customer } from '../../shared/customers/customer-fields';
import { csvRecords } from '../../shared/enrichment/input-csv';
import { METRIC_NAMES } from '../../shared/metrics';
import { recordSystemChange } from '../commons/audit/system-change';
import { documentClient, s3 } from '../commons/clients';
import { bucketName, tableName } from '../commons/env';
import { logger } from '../commons/logger';
import { countMetric } from '../commons/observability/metrics';
import { csvText } from '../commons/upload/csv-text';
import { inflateSingleFile } from '../commons/upload/single-csv-zip';
import { writeCustomers } from '../stores/customers/customer-writes';
import { feedLoadChange } from '../stores/customers/feed-load-change';
import { type InvoicedByMarket, widerInvoiced } from '../stores/customers/invoiced-limits';
import { recordPartDone } from '../stores/customers/load-progress';
import { widenInvoicedRange } from '../stores/customers/load-records';
import type { PartMessage } from './load-message';

/** Customers per writeCustomers call: its BatchGet, flags and BatchWrites cover this many rows. */
const WRITE_BATCH = 500;
/** A part's parts of a CSV inflate to some 20 MB; this bound only stops a corrupted part. */
const MAX_PART_BYTES = 256 * 1024 * 1024;
/** Refused rows logged one by one per part; the rest only counted. */
const REFUSALS_LOGGED = 100;

async function partText(key: string): Promise<string> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucketName('uploads'), Key: key }));
  if (!Body) throw new Error(`Empty customer part ${key}`);
  return csvText(await inflateSingleFile(await Body.transformToByteArray(), MAX_PART_BYTES));
}

/** A part's rows read: the customers and the refused rows' count (each logged with the file's line). */
function partRows(text: string, message: PartMessage): { customers: Customer[]; refused: number } {
  const customers: Customer[] = [];
  let refused = 0;
  let columns: FeedColumns | undefined;
  for (const record of csvRecords(text, CUSTOMER_FEED_SEPARATOR)) {
    if (!columns) {
      const read = feedColumns(record.cells);
      if ('error' in read) throw new Error(`Part ${message.partKey} has a wrong header: ${read.error}`);
      columns = read.columns;
      continue;
    }
    const row = record.unreadable
      ? { refused: record.unreadable }
      : customerOfFeedRow(record.cells, columns, message.notation);
    if ('customer' in row) {
      customers.push(row.customer);
      continue;
    }
    refused += 1;
    if (refused <= REFUSALS_LOGGED) {
      // The part's line 1 is the header; its line 2 is the file's `firstLine`.
      const line = message.firstLine + record.line - 2;
      logger.warn('Customer row refused', { loadId: message.loadId, file: message.file, line, reason: row.refused });
    }
  }
  return { customers, refused };
}

/**
 * One part of a feed file: its rows parsed (bad ones refused, counted and logged, never fatal), written
 * through the customers' write path in batches (flags, items: writeCustomers), the invoiced limits
 * widened, then the part counted done on its load, whose last part records the load as the last one.
 * Everything is idempotent, so a redelivered part rewrites the same items and counts nothing twice.
 */
export async function loadPart(message: PartMessage): Promise<void> {
  const table = tableName('data');
  const { customers, refused } = partRows(await partText(message.partKey), message);
  let invoiced: InvoicedByMarket = {};
  let kpiDate: string | null = null;
  for (let start = 0; start < customers.length; start += WRITE_BATCH) {
    // The batch named by its load, part and position: a redelivered part adds nothing twice to the tallies.
    const batchId = `${message.loadId}#${message.part}#${start}`;
    const written = await writeCustomers(
      documentClient,
      table,
      customers.slice(start, start + WRITE_BATCH),
      4,
      batchId,
    );
    invoiced = widerInvoiced(invoiced, written.invoiced);
    if (written.kpiDate && (!kpiDate || written.kpiDate > kpiDate)) kpiDate = written.kpiDate;
  }
  await widenInvoicedRange(documentClient, table, invoiced);
  const done = await recordPartDone(documentClient, table, {
    loadId: message.loadId,
    part: message.part,
    refused,
    kpiDate,
  });
  const { complete } = done;
  countMetric(METRIC_NAMES.customerFeedRows, customers.length);
  countMetric(METRIC_NAMES.customerFeedRefusedRows, refused);
  if (complete) countMetric(METRIC_NAMES.customerFeedLoads);
  if (done.complete) await recordSystemChange(feedLoadChange(done.load, done.startedAt));
  logger.info('Customer part loaded', {
    loadId: message.loadId,
    part: message.part,
    customers: customers.length,
    refused,
    loadComplete: complete,
  });
}
