import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  S3Client,
  UploadPartCommand,
  type UploadPartCommandInput,
  type UploadPartCommandOutput,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { multipartUpload, PART_BYTES, type UploadTarget } from './multipart-upload';

const MIB = 1024 * 1024;
/** Chunks of one MiB that fill a part. */
const MIB_PER_PART = PART_BYTES / MIB;
const TARGET: UploadTarget = { bucket: 'exports-bucket', key: 'user-1/report.zip', contentType: 'application/zip' };
const UPLOAD_ID = 'upload-1';

const client = new S3Client({ region: 'eu-south-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
const s3Mock = mockClient(client);

/** Chunks of the given sizes, each filled with its own byte so a reordered part changes the bytes. */
function chunksOf(sizes: readonly number[]): Uint8Array[] {
  return sizes.map((size, index) => new Uint8Array(size).fill((index * 37 + 1) % 256));
}
/** `fullParts` parts of 1 MiB chunks, then a last chunk of `tailBytes`. */
function partsAndTail(fullParts: number, tailBytes: number): Uint8Array[] {
  const sizes = Array.from({ length: fullParts * (PART_BYTES / MIB) }, () => MIB);
  return chunksOf(tailBytes > 0 ? [...sizes, tailBytes] : sizes);
}
async function* iterate(chunks: readonly Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) yield chunk;
}
const total = (chunks: readonly Uint8Array[]) => chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);

const uploadPartInputs = () =>
  s3Mock.commandCalls(UploadPartCommand).map((call) => call.args[0].input as UploadPartCommandInput);
const partBody = (input: UploadPartCommandInput) => Buffer.from(input.Body as Uint8Array);
const completeCalls = () => s3Mock.commandCalls(CompleteMultipartUploadCommand);
const abortCalls = () => s3Mock.commandCalls(AbortMultipartUploadCommand);
/** The options `send` was given beside the command (the mock's call types list the command only). */
const sendOptions = (call: { args: readonly unknown[] }) => call.args[1] as { abortSignal?: AbortSignal } | undefined;
const etagOf = (partNumber: number | undefined) => `"etag-${partNumber}"`;

beforeEach(() => {
  s3Mock.reset();
  s3Mock.on(CreateMultipartUploadCommand).resolves({ UploadId: UPLOAD_ID });
  s3Mock.on(UploadPartCommand).callsFake(async (input: UploadPartCommandInput) => ({ ETag: etagOf(input.PartNumber) }));
  s3Mock.on(CompleteMultipartUploadCommand).resolves({});
  s3Mock.on(AbortMultipartUploadCommand).resolves({});
});

describe('multipartUpload: the parts', () => {
  it.each([
    ['one small part', [], 1000],
    ['exactly one part size', partsAndTail(1, 0), 0],
    ['exactly two part sizes', partsAndTail(2, 0), 0],
    ['three full parts and a small last one', partsAndTail(3, 0), 12_345],
    ['five full parts and a one-byte last one', partsAndTail(5, 0), 1],
  ] as const)('%s', async (_case, fullChunks, tailBytes) => {
    const chunks = tailBytes > 0 ? [...fullChunks, ...chunksOf([tailBytes])] : [...fullChunks];
    const expected = Buffer.concat(chunks);

    const written = await multipartUpload(client, TARGET, iterate(chunks));

    expect(written).toBe(expected.byteLength);
    const inputs = uploadPartInputs();
    expect(inputs.length).toBeGreaterThanOrEqual(Math.max(1, Math.ceil(expected.byteLength / PART_BYTES)));
    expect(inputs.map((input) => input.PartNumber)).toEqual(inputs.map((_input, index) => index + 1));
    for (const input of inputs) {
      expect(input).toMatchObject({ Bucket: TARGET.bucket, Key: TARGET.key, UploadId: UPLOAD_ID });
    }
    // Every part but the last is at least S3's minimum and the part size the module promises.
    for (const input of inputs.slice(0, -1)) expect(partBody(input).byteLength).toBeGreaterThanOrEqual(PART_BYTES);
    expect(Buffer.concat(inputs.map(partBody)).equals(expected)).toBe(true);

    expect(completeCalls()).toHaveLength(1);
    expect(completeCalls()[0]?.args[0].input).toEqual({
      Bucket: TARGET.bucket,
      Key: TARGET.key,
      UploadId: UPLOAD_ID,
      MultipartUpload: {
        Parts: inputs.map((input) => ({ ETag: etagOf(input.PartNumber), PartNumber: input.PartNumber })),
      },
    });
    expect(abortCalls()).toHaveLength(0);
  });

  it('three full parts and a small last one are exactly four parts, in order', async () => {
    const chunks = [...partsAndTail(3, 0), ...chunksOf([5000])];
    await multipartUpload(client, TARGET, iterate(chunks));
    expect(uploadPartInputs().map((input) => [input.PartNumber, partBody(input).byteLength])).toEqual([
      [1, PART_BYTES],
      [2, PART_BYTES],
      [3, PART_BYTES],
      [4, 5000],
    ]);
  });

  it('chunks that straddle the part size are never split, and still concatenate to the input', async () => {
    // A part closes at the first chunk that reaches the part size: one MiB over it, then one under two parts.
    const chunks = chunksOf([PART_BYTES - MIB, 2 * MIB, PART_BYTES - MIB, PART_BYTES, 7]);
    const written = await multipartUpload(client, TARGET, iterate(chunks));
    expect(written).toBe(total(chunks));
    const inputs = uploadPartInputs();
    expect(inputs.map((input) => partBody(input).byteLength)).toEqual([PART_BYTES + MIB, 2 * PART_BYTES - MIB, 7]);
    expect(Buffer.concat(inputs.map(partBody)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('completes with the parts sorted even when they finish out of order', async () => {
    let calls = 0;
    s3Mock.on(UploadPartCommand).callsFake(async (input: UploadPartCommandInput) => {
      calls += 1;
      // The first part is the slowest.
      if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 30));
      return { ETag: etagOf(input.PartNumber) };
    });
    await multipartUpload(client, TARGET, iterate([...partsAndTail(1, 0), ...chunksOf([10])]));
    expect(completeCalls()[0]?.args[0].input.MultipartUpload?.Parts).toEqual([
      { ETag: etagOf(1), PartNumber: 1 },
      { ETag: etagOf(2), PartNumber: 2 },
    ]);
  });

  it('an empty body makes one empty part and completes', async () => {
    const written = await multipartUpload(client, TARGET, iterate([]));
    expect(written).toBe(0);
    const inputs = uploadPartInputs();
    expect(inputs).toHaveLength(1);
    expect(inputs[0]?.PartNumber).toBe(1);
    expect(partBody(inputs[0] as UploadPartCommandInput).byteLength).toBe(0);
    expect(completeCalls()[0]?.args[0].input.MultipartUpload?.Parts).toEqual([{ ETag: etagOf(1), PartNumber: 1 }]);
    expect(abortCalls()).toHaveLength(0);
  });

  it('creates the upload with the target bucket, key and content type', async () => {
    await multipartUpload(client, TARGET, iterate(chunksOf([10])));
    expect(s3Mock.commandCalls(CreateMultipartUploadCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: TARGET.bucket, Key: TARGET.key, ContentType: TARGET.contentType },
    ]);
  });

  it('hands the signal to create, parts and complete', async () => {
    const signal = new AbortController().signal;
    await multipartUpload(client, TARGET, iterate(chunksOf([10])), signal);
    for (const call of [
      ...s3Mock.commandCalls(CreateMultipartUploadCommand),
      ...s3Mock.commandCalls(UploadPartCommand),
      ...completeCalls(),
    ]) {
      expect(sendOptions(call)).toMatchObject({ abortSignal: signal });
    }
  });
});

describe('multipartUpload: failures abort the upload', () => {
  const failure = new Error('part upload failed');
  // Four parts: three full ones and a small last one.
  const body = () => [...partsAndTail(3, 0), ...chunksOf([1000])];

  it.each([
    ['the first part', 1],
    ['a middle part', 2],
    ['the third part', 3],
    ['the last part', 4],
  ])('a failing UploadPart on %s', async (_case, failingPart) => {
    s3Mock.on(UploadPartCommand).callsFake(async (input: UploadPartCommandInput) => {
      if (input.PartNumber === failingPart) throw failure;
      return { ETag: etagOf(input.PartNumber) };
    });

    await expect(multipartUpload(client, TARGET, iterate(body()))).rejects.toBe(failure);

    expect(completeCalls()).toHaveLength(0);
    expect(abortCalls().map((call) => call.args[0].input)).toEqual([
      { Bucket: TARGET.bucket, Key: TARGET.key, UploadId: UPLOAD_ID },
    ]);
  });

  it.each([
    ['before any chunk', 0],
    ['after a few chunks, inside the first part', 3],
    ['after a full part was sent', MIB_PER_PART + 1],
    ['after two full parts were sent', 2 * MIB_PER_PART + 1],
  ])('a body iterator that throws %s', async (_case, chunksBeforeFailure) => {
    const broken = new Error('row source failed');
    async function* body(): AsyncGenerator<Uint8Array> {
      for (const chunk of chunksOf(Array.from({ length: chunksBeforeFailure }, () => MIB))) yield chunk;
      throw broken;
    }

    await expect(multipartUpload(client, TARGET, body())).rejects.toBe(broken);

    expect(uploadPartInputs()).toHaveLength(Math.floor(chunksBeforeFailure / MIB_PER_PART));
    expect(completeCalls()).toHaveLength(0);
    expect(abortCalls()).toHaveLength(1);
    expect(abortCalls()[0]?.args[0].input).toEqual({ Bucket: TARGET.bucket, Key: TARGET.key, UploadId: UPLOAD_ID });
  });

  it('a failing CompleteMultipartUpload aborts and rethrows', async () => {
    const refused = new Error('complete refused');
    s3Mock.on(CompleteMultipartUploadCommand).rejects(refused);
    await expect(multipartUpload(client, TARGET, iterate(chunksOf([10])))).rejects.toBe(refused);
    expect(abortCalls()).toHaveLength(1);
  });

  it('the original error wins over a failing abort', async () => {
    s3Mock.on(UploadPartCommand).rejects(failure);
    s3Mock.on(AbortMultipartUploadCommand).rejects(new Error('abort failed too'));
    await expect(multipartUpload(client, TARGET, iterate(chunksOf([10])))).rejects.toBe(failure);
    expect(abortCalls()).toHaveLength(1);
  });

  it('a failing CreateMultipartUpload rethrows and sends no parts and no abort (there is no upload)', async () => {
    const refused = new Error('create refused');
    s3Mock.on(CreateMultipartUploadCommand).rejects(refused);
    await expect(multipartUpload(client, TARGET, iterate(chunksOf([10])))).rejects.toBe(refused);
    expect(uploadPartInputs()).toHaveLength(0);
    expect(completeCalls()).toHaveLength(0);
    expect(abortCalls()).toHaveLength(0);
  });

  it('the abort is sent without the caller signal, so it still goes out after a cancel', async () => {
    const controller = new AbortController();
    s3Mock.on(UploadPartCommand).callsFake(async () => {
      controller.abort();
      throw failure;
    });
    await expect(multipartUpload(client, TARGET, iterate(chunksOf([10])), controller.signal)).rejects.toBe(failure);
    expect(abortCalls()).toHaveLength(1);
    const abort = abortCalls()[0];
    expect(abort && sendOptions(abort)?.abortSignal).toBeUndefined();
  });
});

describe('multipartUpload: parts in flight', () => {
  /** Holds every UploadPart until the test releases it, recording how many travel at once. */
  function holdParts() {
    const held: Array<{ partNumber: number; release: () => void }> = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const inFlightWhenSent: number[] = [];
    s3Mock.on(UploadPartCommand).callsFake(
      (input: UploadPartCommandInput) =>
        new Promise<Partial<UploadPartCommandOutput>>((resolve) => {
          inFlight += 1;
          maxInFlight = Math.max(maxInFlight, inFlight);
          inFlightWhenSent.push(inFlight);
          held.push({
            partNumber: input.PartNumber ?? 0,
            release: () => {
              inFlight -= 1;
              resolve({ ETag: etagOf(input.PartNumber) });
            },
          });
        }),
    );
    return { held, maxInFlight: () => maxInFlight, inFlightWhenSent };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  async function drive(chunks: readonly Uint8Array[]) {
    const parts = holdParts();
    const upload = multipartUpload(client, TARGET, iterate(chunks));
    let done = false;
    void upload.finally(() => {
      done = true;
    });
    // Release the oldest held part whenever the upload stops making progress on its own.
    for (let round = 0; !done && round < 1000; round += 1) {
      await settle();
      const oldest = parts.held.shift();
      oldest?.release();
    }
    return { written: await upload, ...parts };
  }

  it('while the body streams, at most 2 full parts travel at once', async () => {
    const chunks = partsAndTail(6, 0);
    const { written, maxInFlight, inFlightWhenSent } = await drive([...chunks, ...chunksOf([100])]);
    expect(written).toBe(total(chunks) + 100);
    // The 6 full parts never overlap more than two at a time.
    expect(Math.max(...inFlightWhenSent.slice(0, 6))).toBe(2);
    expect(maxInFlight()).toBeGreaterThanOrEqual(2);
  });

  it('at most 2 parts travel at once, the last one included', async () => {
    const chunks = [...partsAndTail(6, 0), ...chunksOf([100])];
    const { maxInFlight } = await drive(chunks);
    expect(maxInFlight()).toBeLessThanOrEqual(2);
  });

  it('does not read the next part while two parts are held', async () => {
    const parts = holdParts();
    let chunksRead = 0;
    async function* counted(): AsyncGenerator<Uint8Array> {
      for (const chunk of partsAndTail(5, 0)) {
        chunksRead += 1;
        yield chunk;
      }
    }
    const upload = multipartUpload(client, TARGET, counted());
    for (let round = 0; round < 20; round += 1) await settle();
    // Two parts travel; the third is built and waits for a slot; nothing more is read.
    expect(parts.held.map((part) => part.partNumber)).toEqual([1, 2]);
    expect(chunksRead).toBe(3 * MIB_PER_PART);
    for (let round = 0; round < 1000 && parts.held.length > 0; round += 1) {
      parts.held.shift()?.release();
      await settle();
    }
    await upload;
    expect(completeCalls()).toHaveLength(1);
  });
});
