import { PassThrough, type Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../commons/clients';
import { singleZipEntry, UploadedZipError } from '../commons/upload/single-csv-zip';

/** The feed file is not a zip holding one file: permanent, a retry would read the same bytes. */
export class UnreadableFeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFeedError';
  }
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);

/** The one file of a zip, inflated as it is read (jszip's stream piped into a core stream, errors included). */
async function zipEntry(bytes: Uint8Array): Promise<Readable> {
  const entry = await singleZipEntry(bytes).catch((error: unknown) => {
    throw error instanceof UploadedZipError ? new UnreadableFeedError('Not a zip holding one file') : error;
  });
  const inflated = new PassThrough();
  entry
    .nodeStream('nodebuffer')
    .on('error', (error) => inflated.destroy(new UnreadableFeedError(`The zip's CSV cannot be inflated: ${error}`)))
    .pipe(inflated);
  return inflated;
}

/**
 * A feed file's text as it streams in, UTF-8: a CSV read straight from S3, or the one CSV of a zip
 * (zip files are recognised by their signature, whatever their name). A zip is held whole, compressed
 * (about a tenth of its CSV: 2,000,000 rows are some 100 MB), and inflated as the text is read.
 */
export async function* feedText(bucket: string, key: string): AsyncGenerator<string> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!Body) throw new UnreadableFeedError('Empty object');
  const body = Body as Readable;
  const chunks: Buffer[] = [];
  let source: AsyncIterable<Buffer> = body;
  // The first bytes say which: a zip must be read whole, a CSV streams on.
  const iterator = body[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  if (isZip(first.value)) {
    chunks.push(first.value);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) chunks.push(next.value);
    source = await zipEntry(Buffer.concat(chunks));
  } else {
    source = (async function* () {
      yield first.value as Buffer;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value as Buffer;
    })();
  }
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of source) yield decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}
