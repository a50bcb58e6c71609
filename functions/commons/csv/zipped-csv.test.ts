import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  S3Client,
  UploadPartCommand,
  type UploadPartCommandInput,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import JSZip from 'jszip';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CsvSeparator } from '../../../shared/csv';
import { ExportTooLargeError, MAX_CSV_BYTES, uploadZippedCsv, type ZippedCsv } from './zipped-csv';

const BOM = '\uFEFF';
const s3Mock = mockClient(S3Client);

beforeEach(() => {
  s3Mock.reset();
  s3Mock.on(CreateMultipartUploadCommand).resolves({ UploadId: 'upload-1' });
  s3Mock
    .on(UploadPartCommand)
    .callsFake(async (input: UploadPartCommandInput) => ({ ETag: `"etag-${input.PartNumber}"` }));
  s3Mock.on(CompleteMultipartUploadCommand).resolves({});
  s3Mock.on(AbortMultipartUploadCommand).resolves({});
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => {
  s3Mock.restore();
});

async function* rowsOf(rows: readonly (readonly unknown[])[]): AsyncGenerator<readonly unknown[]> {
  for (const row of rows) yield row;
}
function file(overrides: Partial<ZippedCsv> = {}): ZippedCsv {
  return {
    bucket: 'exports-bucket',
    key: 'user-1/report.zip',
    entryName: 'report.csv',
    separator: ';',
    header: ['Codice', 'Nome'],
    rows: rowsOf([]),
    ...overrides,
  };
}
/** The uploaded object: the UploadPart bodies in part order. */
function uploadedZip(): Buffer {
  const inputs = s3Mock
    .commandCalls(UploadPartCommand)
    .map((call) => call.args[0].input as UploadPartCommandInput)
    .sort((a, b) => (a.PartNumber ?? 0) - (b.PartNumber ?? 0));
  return Buffer.concat(inputs.map((input) => Buffer.from(input.Body as Uint8Array)));
}
async function unzip(zip: Buffer) {
  const archive = await JSZip.loadAsync(zip);
  const names = Object.keys(archive.files);
  const entry = archive.file(names[0] ?? '');
  // Read the raw bytes: jszip's 'string' output would swallow the BOM question.
  const bytes = entry ? Buffer.from(await entry.async('uint8array')) : Buffer.alloc(0);
  return { names, bytes, text: bytes.toString('utf8') };
}
const completeCalls = () => s3Mock.commandCalls(CompleteMultipartUploadCommand);
const abortCalls = () => s3Mock.commandCalls(AbortMultipartUploadCommand);

describe('uploadZippedCsv: the zip', () => {
  it('holds one entry with the given name, the BOM, the header and the rows', async () => {
    const result = await uploadZippedCsv(
      file({
        entryName: 'clienti_20261122_1430.csv',
        header: ['Codice', 'Ragione sociale', 'Città'],
        rows: rowsOf([
          ['C1', 'Rossi Mario', 'Roma'],
          ['C2', 'Società Caffè', 'Forlì'],
        ]),
      }),
    );

    const zip = uploadedZip();
    const { names, bytes, text } = await unzip(zip);
    expect(names).toEqual(['clienti_20261122_1430.csv']);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toBe(`${BOM}Codice;Ragione sociale;Città\r\nC1;Rossi Mario;Roma\r\nC2;Società Caffè;Forlì\r\n`);
    expect(result).toEqual({ recordCount: 2, csvBytes: bytes.byteLength, zipBytes: zip.byteLength });
  });

  it('uploads to the given bucket and key as application/zip, and completes once', async () => {
    await uploadZippedCsv(file({ rows: rowsOf([['a', 'b']]) }));
    expect(s3Mock.commandCalls(CreateMultipartUploadCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: 'exports-bucket', Key: 'user-1/report.zip', ContentType: 'application/zip' },
    ]);
    expect(completeCalls()).toHaveLength(1);
    expect(abortCalls()).toHaveLength(0);
  });

  it.each<[CsvSeparator, string]>([
    [';', `${BOM}Codice;Nome\r\nC1;"a;b"\r\nC2;a|b\r\nC3;a,b\r\n`],
    ['|', `${BOM}Codice|Nome\r\nC1|a;b\r\nC2|"a|b"\r\nC3|a,b\r\n`],
    [',', `${BOM}Codice,Nome\r\nC1,a;b\r\nC2,a|b\r\nC3,"a,b"\r\n`],
  ])('with separator %j, only the cells holding it are quoted', async (separator, expected) => {
    await uploadZippedCsv(
      file({
        separator,
        rows: rowsOf([
          ['C1', 'a;b'],
          ['C2', 'a|b'],
          ['C3', 'a,b'],
        ]),
      }),
    );
    expect((await unzip(uploadedZip())).text).toBe(expected);
  });

  it.each<[string, unknown, string]>([
    ['a formula', '=cmd', "'=cmd"],
    ['a formula with the separator', '=1;2', `"'=1;2"`],
    ['a leading plus', '+1', "'+1"],
    ['a leading minus', '-1', "'-1"],
    ['a leading at', '@x', "'@x"],
    ['a leading tab', '\tx', "'\tx"],
    ['the separator', 'a;b', '"a;b"'],
    ['a quote', 'say "hi"', '"say ""hi"""'],
    ['a newline', 'two\nlines', '"two\nlines"'],
    ['a CRLF', 'two\r\nlines', '"two\r\nlines"'],
    ['a number', 12.5, '12.5'],
    // A number is data, never a formula: only text is neutralised.
    ['a negative number', -3, '-3'],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['a minus inside', 'a-1', 'a-1'],
  ])('a cell with %s is written as %j', async (_case, value, expected) => {
    await uploadZippedCsv(file({ header: ['Codice', 'Valore'], rows: rowsOf([['C1', value]]) }));
    expect((await unzip(uploadedZip())).text).toBe(`${BOM}Codice;Valore\r\nC1;${expected}\r\n`);
  });

  it('neutralises and quotes the header too', async () => {
    await uploadZippedCsv(file({ header: ['=Codice', 'Nome; completo'] }));
    expect((await unzip(uploadedZip())).text).toBe(`${BOM}'=Codice;"Nome; completo"\r\n`);
  });

  it('no rows: the BOM and the header only, recordCount 0', async () => {
    const result = await uploadZippedCsv(file());
    expect((await unzip(uploadedZip())).text).toBe(`${BOM}Codice;Nome\r\n`);
    expect(result.recordCount).toBe(0);
  });

  it('many rows spanning several blocks: every row once, in order, recordCount equal to the rows', async () => {
    const count = 20_000;
    async function* many(): AsyncGenerator<readonly unknown[]> {
      for (let index = 0; index < count; index += 1) yield [`C${index}`, `Nome ${index} ${'x'.repeat(20)}`];
    }
    const result = await uploadZippedCsv(file({ rows: many() }));

    const { text } = await unzip(uploadedZip());
    const lines = text.slice(BOM.length).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(count + 2);
    expect(lines[0]).toBe('Codice;Nome');
    expect(lines[1]).toBe(`C0;Nome 0 ${'x'.repeat(20)}`);
    expect(lines[count]).toBe(`C${count - 1};Nome ${count - 1} ${'x'.repeat(20)}`);
    expect(result.recordCount).toBe(count);
    expect(result.csvBytes).toBe(Buffer.byteLength(text, 'utf8'));
    // Well over one 256 KiB block of CSV: the blocks are joined seamlessly.
    expect(result.csvBytes).toBeGreaterThan(2 * 256 * 1024);
  });
});

describe('uploadZippedCsv: failures', () => {
  it('a signal aborted mid-stream stops it with an error, aborts the upload, never completes', async () => {
    const controller = new AbortController();
    let rowsRead = 0;
    async function* rows(): AsyncGenerator<readonly unknown[]> {
      for (let index = 0; index < 1_000_000; index += 1) {
        rowsRead += 1;
        if (index === 10) controller.abort(new Error('cancelled by the test'));
        yield [`C${index}`, 'x'];
      }
    }

    await expect(uploadZippedCsv(file({ rows: rows(), signal: controller.signal }))).rejects.toThrow(
      'cancelled by the test',
    );
    expect(rowsRead).toBeLessThan(20);
    expect(completeCalls()).toHaveLength(0);
    expect(abortCalls()).toHaveLength(1);
  });

  it('a signal aborted before the start stops it with an error and never completes', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled before'));
    await expect(uploadZippedCsv(file({ rows: rowsOf([['C1', 'x']]), signal: controller.signal }))).rejects.toThrow();
    expect(completeCalls()).toHaveLength(0);
  });

  it.each([
    ['before the first row', 0],
    ['after a few rows', 5],
  ])('a rows iterator that throws %s: the error propagates and the upload is aborted', async (_case, rowsBefore) => {
    const broken = new Error('database read failed');
    async function* rows(): AsyncGenerator<readonly unknown[]> {
      for (let index = 0; index < rowsBefore; index += 1) yield [`C${index}`, 'x'.repeat(20)];
      throw broken;
    }

    await expect(uploadZippedCsv(file({ rows: rows() }))).rejects.toThrow('database read failed');
    expect(completeCalls()).toHaveLength(0);
    expect(abortCalls()).toHaveLength(1);
  });

  /** Settles within `ms`, or answers 'still pending'. */
  const outcomeWithin = (upload: Promise<unknown>, ms: number) =>
    Promise.race([
      upload.then(
        () => 'resolved',
        (error: unknown) => `rejected: ${(error as Error).message}`,
      ),
      new Promise<string>((resolve) => setTimeout(() => resolve('still pending'), ms)),
    ]);
  // Row counts after which the zip stream is under backpressure when the rows fail (20k–35k on Node 20).
  const ROWS_WHILE_PAUSED = [20_000, 25_000, 30_000, 35_000];

  it('a rows iterator that throws while the zip is paused for backpressure still rejects and aborts (jszip alone would drop that error)', async () => {
    for (const rowsBefore of ROWS_WHILE_PAUSED) {
      s3Mock.resetHistory();
      async function* rows(): AsyncGenerator<readonly unknown[]> {
        for (let index = 0; index < rowsBefore; index += 1) yield [`C${index}`, 'x'.repeat(20)];
        throw new Error('database read failed');
      }
      expect(await outcomeWithin(uploadZippedCsv(file({ rows: rows() })), 1500)).toBe('rejected: database read failed');
      expect(abortCalls()).toHaveLength(1);
    }
  }, 20_000);

  it('a signal aborted while the zip is paused for backpressure still rejects and aborts', async () => {
    for (const abortAt of ROWS_WHILE_PAUSED) {
      s3Mock.resetHistory();
      const controller = new AbortController();
      async function* rows(): AsyncGenerator<readonly unknown[]> {
        for (let index = 0; index < 1_000_000; index += 1) {
          if (index === abortAt) controller.abort(new Error('job budget over'));
          yield [`C${index}`, 'x'.repeat(20)];
        }
      }
      const upload = uploadZippedCsv(file({ rows: rows(), signal: controller.signal }));
      expect(await outcomeWithin(upload, 1500)).toBe('rejected: job budget over');
      expect(completeCalls()).toHaveLength(0);
      expect(abortCalls()).toHaveLength(1);
    }
  }, 20_000);

  it('a failing part upload propagates and aborts', async () => {
    s3Mock.on(UploadPartCommand).rejects(new Error('S3 is down'));
    await expect(uploadZippedCsv(file({ rows: rowsOf([['C1', 'x']]) }))).rejects.toThrow('S3 is down');
    expect(completeCalls()).toHaveLength(0);
    expect(abortCalls()).toHaveLength(1);
  });

  it('MAX_CSV_BYTES leaves room under the 4 GiB zip limit', () => {
    expect(MAX_CSV_BYTES).toBeLessThan(4 * 1024 ** 3);
    expect(MAX_CSV_BYTES).toBeGreaterThan(3.5 * 1024 ** 3);
  });

  it('a CSV over MAX_CSV_BYTES fails with ExportTooLargeError and aborts the upload', async () => {
    // Producing 4 GiB is out of the question: the block holding this marker reports a size just past the limit.
    const marker = 'HUGE-ROW-MARKER';
    const from = Buffer.from.bind(Buffer) as (...args: unknown[]) => Buffer;
    vi.spyOn(Buffer, 'from').mockImplementation(((...args: unknown[]) => {
      const bytes = from(...args);
      if (typeof args[0] === 'string' && args[0].includes(marker)) {
        Object.defineProperty(bytes, 'byteLength', { value: MAX_CSV_BYTES + 1 });
      }
      return bytes;
    }) as typeof Buffer.from);

    const rejection = uploadZippedCsv(
      file({
        rows: rowsOf([
          ['C1', 'x'],
          ['C2', marker],
        ]),
      }),
    );
    await expect(rejection).rejects.toBeInstanceOf(ExportTooLargeError);
    await expect(rejection).rejects.toMatchObject({ name: 'ExportTooLargeError' });
    expect(completeCalls()).toHaveLength(0);
    expect(abortCalls()).toHaveLength(1);
  });

  it('a CSV of exactly MAX_CSV_BYTES is still written', async () => {
    const marker = 'EXACT-ROW-MARKER';
    const from = Buffer.from.bind(Buffer) as (...args: unknown[]) => Buffer;
    vi.spyOn(Buffer, 'from').mockImplementation(((...args: unknown[]) => {
      const bytes = from(...args);
      if (typeof args[0] === 'string' && args[0].includes(marker)) {
        Object.defineProperty(bytes, 'byteLength', { value: MAX_CSV_BYTES });
      }
      return bytes;
    }) as typeof Buffer.from);

    const result = await uploadZippedCsv(file({ rows: rowsOf([['C1', marker]]) }));
    expect(result.csvBytes).toBe(MAX_CSV_BYTES);
    expect(completeCalls()).toHaveLength(1);
  });
});
