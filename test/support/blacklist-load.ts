import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Context, SQSEvent } from 'aws-lambda';
import { blacklistMembersObjectKey } from '../../functions/stores/black-lists/keys';
import type { BlacklistLoadMessage } from '../../functions/stores/black-lists/load-message';
import type { BlacklistRow } from '../../functions/stores/black-lists/members';
import type { BlacklistKind } from '../../shared/enums';
import { LOCAL_NAMES } from '../../shared/resources';
import { companyCode, personCode } from './enrichment-fixture';

/** Black-list files and queue deliveries for the load worker's integration test and benchmark. */

/** `count` distinct rows, each a valid person's tax code and a valid VAT number; `from` shifts the range. */
export const blacklistRows = (count: number, from = 0): BlacklistRow[] =>
  Array.from({ length: count }, (_, index) => ({
    taxCode: personCode(from + index).taxCode,
    vatNumber: companyCode(from + index),
  }));

/** An uploaded file as the upload stores it: UTF-8, no BOM, semicolons, a header unless told not to. */
export function blacklistCsv(rows: readonly (BlacklistRow | string)[], header = true): string {
  const lines = rows.map((row) => (typeof row === 'string' ? row : `${row.taxCode ?? ''};${row.vatNumber ?? ''}`));
  return `${header ? 'Codice fiscale;Partita IVA\r\n' : ''}${lines.join('\r\n')}\r\n`;
}

let deliveries = 0;

/** One delivery of a message as the queue's event source hands it over; the receive count says which. */
export function deliveryOf(message: BlacklistLoadMessage, receiveCount = 1): SQSEvent {
  deliveries += 1;
  return {
    Records: [
      {
        messageId: `message-${deliveries}`,
        receiptHandle: `receipt-${deliveries}`,
        body: JSON.stringify(message),
        attributes: {
          ApproximateReceiveCount: String(receiveCount),
          SentTimestamp: String(Date.now()),
          SenderId: 'test',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:eu-south-1:000000000000:semaforo-blacklistLoad',
        awsRegion: 'eu-south-1',
      },
    ],
  };
}

/** The invocation the worker runs in: a fresh request id and the queue's whole timeout ahead. */
export const workerInvocation = () =>
  ({
    awsRequestId: `req-${deliveries}`,
    functionName: 'blacklist-load',
    getRemainingTimeInMillis: () => 300_000,
  }) as Context;

/** Whether a load's members file is in the exports bucket (written by the load, deleted by its purge). */
export async function membersFileExists(s3: S3Client, kind: BlacklistKind, membersId: string): Promise<boolean> {
  try {
    await s3.send(
      new HeadObjectCommand({
        Bucket: LOCAL_NAMES.bucket('blacklists'),
        Key: blacklistMembersObjectKey(kind, membersId),
      }),
    );
    return true;
  } catch {
    return false;
  }
}
