import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';

/**
 * S3's smallest part but the last: memory holds about three parts (two in flight, one filling) and a
 * 1 GB file is 200 parts, far from the 10,000 allowed (8 MiB parts held 9 MB more).
 */
export const PART_BYTES = 5 * 1024 * 1024;
/** Parts uploaded at once: the next part is built while one travels, and memory stays at a few parts. */
const PARTS_IN_FLIGHT = 2;

export interface UploadTarget {
  bucket: string;
  key: string;
  contentType: string;
}

/**
 * Streams a body of unknown length into one S3 object with a multipart upload, holding at most
 * PARTS_IN_FLIGHT + 1 parts in memory whatever the size. A failure aborts the upload, so no partial
 * object and no orphan parts are left behind. Answers the bytes written.
 */
export async function multipartUpload(
  client: S3Client,
  target: UploadTarget,
  body: AsyncIterable<Uint8Array>,
  signal?: AbortSignal,
): Promise<number> {
  const { UploadId } = await client.send(
    new CreateMultipartUploadCommand({ Bucket: target.bucket, Key: target.key, ContentType: target.contentType }),
    { abortSignal: signal },
  );
  const parts: { ETag: string; PartNumber: number }[] = [];
  const inFlight = new Set<Promise<void>>();
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let total = 0;
  let partsSent = 0;
  // A part that fails is removed from inFlight like any other: its error is kept here and thrown at
  // the next step, so the upload is never completed without it.
  let failure: unknown;
  const throwIfFailed = () => {
    if (failure !== undefined) throw failure;
  };

  const sendPart = (chunks: Uint8Array[]) => {
    const PartNumber = ++partsSent;
    const upload = client
      .send(
        new UploadPartCommand({
          Bucket: target.bucket,
          Key: target.key,
          UploadId,
          PartNumber,
          Body: Buffer.concat(chunks),
        }),
        { abortSignal: signal },
      )
      .then(
        (output) => {
          parts.push({ ETag: output.ETag ?? '', PartNumber });
        },
        (error: unknown) => {
          failure ??= error;
        },
      )
      .finally(() => inFlight.delete(upload));
    inFlight.add(upload);
  };

  try {
    for await (const chunk of body) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      total += chunk.byteLength;
      if (pendingBytes < PART_BYTES) continue;
      if (inFlight.size >= PARTS_IN_FLIGHT) await Promise.race(inFlight);
      throwIfFailed();
      sendPart(pending);
      pending = [];
      pendingBytes = 0;
    }
    // The last part may be small, or the only one; an empty body still makes one (empty) part.
    if (inFlight.size >= PARTS_IN_FLIGHT) await Promise.race(inFlight);
    throwIfFailed();
    sendPart(pending);
    await Promise.all(inFlight);
    throwIfFailed();
    parts.sort((a, b) => a.PartNumber - b.PartNumber);
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: target.bucket,
        Key: target.key,
        UploadId,
        MultipartUpload: { Parts: parts },
      }),
      { abortSignal: signal },
    );
    return total;
  } catch (error) {
    await client
      .send(new AbortMultipartUploadCommand({ Bucket: target.bucket, Key: target.key, UploadId }))
      .catch(() => undefined);
    throw error;
  }
}
