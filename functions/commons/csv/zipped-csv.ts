import { PassThrough, Readable } from 'node:stream';
import JSZip from 'jszip';
import { type CsvSeparator, csvLine, UTF8_BOM } from '../../../shared/csv';
import { s3 } from '../clients';
import { multipartUpload } from '../s3/multipart-upload';

/** The classic zip format ends at 4 GiB (jszip writes no Zip64); an export is refused well before. */
export const MAX_CSV_BYTES = 4 * 1024 ** 3 - 64 * 1024 ** 2;
/** Lines are handed to the zip in blocks this big: fewer, larger chunks are far cheaper to deflate. */
const BLOCK_BYTES = 256 * 1024;

/** The CSV would not fit in a zip: permanent, a retry would fail the same way. */
export class ExportTooLargeError extends Error {
  constructor() {
    super('The CSV exceeds the size a zip file can hold');
    this.name = 'ExportTooLargeError';
  }
}

export interface ZippedCsv {
  bucket: string;
  key: string;
  /** Name of the CSV inside the zip. */
  entryName: string;
  separator: CsvSeparator;
  header: readonly string[];
  rows: AsyncIterable<readonly unknown[]>;
  signal?: AbortSignal;
}

/**
 * Writes rows as a CSV (UTF-8 with BOM, the chosen separator, quoting and formula neutralising of
 * functions/commons/csv) zipped into one S3 object. Rows flow through in blocks: the CSV, the deflate
 * stream and the multipart upload each hold a bounded amount, so memory stays flat for any row count.
 * Answers the rows written.
 */
export async function uploadZippedCsv(
  file: ZippedCsv,
): Promise<{ recordCount: number; csvBytes: number; zipBytes: number }> {
  let recordCount = 0;
  let csvBytes = 0;
  async function* blocks(): AsyncGenerator<Buffer> {
    let block = UTF8_BOM + csvLine(file.header, file.separator);
    for await (const row of file.rows) {
      file.signal?.throwIfAborted();
      block += csvLine(row, file.separator);
      recordCount += 1;
      if (block.length >= BLOCK_BYTES) {
        yield flush(block);
        block = '';
      }
    }
    yield flush(block);
  }
  function flush(block: string) {
    const bytes = Buffer.from(block, 'utf8');
    csvBytes += bytes.byteLength;
    if (csvBytes > MAX_CSV_BYTES) throw new ExportTooLargeError();
    return bytes;
  }

  const zip = new JSZip();
  const source = Readable.from(blocks());
  zip.file(file.entryName, source, { binary: true });
  // jszip's stream is an old-style one (no async iteration): piped into a core stream, errors included.
  const zipped = new PassThrough();
  zip
    .generateNodeStream({
      type: 'nodebuffer',
      streamFiles: true,
      compression: 'DEFLATE',
      compressionOptions: { level: 6 },
    })
    .on('error', (error) => zipped.destroy(error))
    .pipe(zipped);
  // jszip drops an error of its input that arrives while it is paused for backpressure, and the upload
  // would then wait forever: the input's errors (rows failing, the deadline, too large) go straight on.
  source.on('error', (error) => zipped.destroy(error));
  const zipBytes = await multipartUpload(
    s3,
    { bucket: file.bucket, key: file.key, contentType: 'application/zip' },
    zipped,
    file.signal,
  );
  return { recordCount, csvBytes, zipBytes };
}
