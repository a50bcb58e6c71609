import { PutObjectCommand } from '@aws-sdk/client-s3';
import { MAX_ENRICHER_DECOMPRESSED_BYTES, MAX_FILE_RECORDS } from '../../../shared/constants';
import { readEnrichmentInput, TooManyRecordsError } from '../../../shared/enrichment/enrichment-table';
import type { FileSeparator } from '../../../shared/enums';
import { s3 } from '../clients';
import { bucketName } from '../env';
import { HttpError } from '../http/http-error';
import { csvText, NotTextError } from './csv-text';
import { inflateSingleFile, UploadedZipError } from './single-csv-zip';

/** A browser's FileReader may hand over a data URL: its prefix is not part of the zip. */
const DATA_URL_PREFIX = /^data:[^,]*;base64,/;

/**
 * The CSV of an upload (enrichment, black list), checked before anything is stored: a zip of one file (folders
 * ignored) inflating to at most MAX_ENRICHER_DECOMPRESSED_BYTES, text, with 1 to MAX_FILE_RECORDS data
 * records. Answers the text (UTF-8, no BOM) and its record count; every refusal is a 4xx.
 */
export async function uploadedCsv(
  base64: string,
  separator: FileSeparator,
  /** The 400's text for a file without data records, in the upload's own words. */
  noRecordsMessage: string,
): Promise<{ text: string; recordCount: number }> {
  const zipBytes = Buffer.from(base64.replace(DATA_URL_PREFIX, ''), 'base64');
  let text: string;
  try {
    text = csvText(await inflateSingleFile(zipBytes, MAX_ENRICHER_DECOMPRESSED_BYTES));
  } catch (error) {
    if (error instanceof UploadedZipError && error.reason === 'TOO_LARGE') throw new HttpError('FILE_TOO_LARGE');
    if (error instanceof UploadedZipError || error instanceof NotTextError) throw new HttpError('UNREADABLE_FILE');
    throw error;
  }
  let recordCount: number;
  try {
    recordCount = readEnrichmentInput(text, separator, MAX_FILE_RECORDS).records.length;
  } catch (error) {
    if (error instanceof TooManyRecordsError) throw new HttpError('TOO_MANY_RECORDS');
    throw error;
  }
  if (recordCount === 0) {
    throw new HttpError('VALIDATION_ERROR', noRecordsMessage, [
      { code: 'VALIDATION_ERROR', field: 'data', description: noRecordsMessage },
    ]);
  }
  return { text, recordCount };
}

/** Keeps a checked upload's CSV (UTF-8 text) in the uploads bucket for its worker. */
export async function storeUploadedCsv(key: string, text: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: bucketName('uploads'),
      Key: key,
      Body: text,
      ContentType: 'text/csv; charset=utf-8',
    }),
  );
}
