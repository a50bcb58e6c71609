import { performance } from 'node:perf_hooks';
import type { SQSEvent } from 'aws-lambda';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { romeDay } from '../../../shared/italian-time';

/**
 * One measured run of the exports benchmark, in its own process so its peak memory is its own:
 * - `read-csv`: the job's rows read and turned into CSV lines, then dropped (the baseline);
 * - `export`: the real exports worker handling the job's message (read, CSV, zip, multipart upload).
 * Prints one JSON line: seconds, rows and the process's peak resident memory.
 */
const [mode, userId, fileName] = process.argv.slice(2) as ['read-csv' | 'export', string, string];

async function readCsv(): Promise<number> {
  const { csvLine } = await import('../../../shared/csv');
  const { requestLogExport } = await import('../../../functions/exports/sources/request-log');
  const { jobStore } = await import('../../../functions/stores/export-jobs/jobs');
  const job = await jobStore().get({ userId, fileName });
  if (!job) throw new Error('job not found');
  let rows = 0;
  let bytes = 0;
  for await (const cells of requestLogExport.rows(job.filters, {
    markets: job.markets,
    today: romeDay(job.requestDate),
  })) {
    bytes += Buffer.byteLength(csvLine(cells, job.fileSeparator));
    rows += 1;
  }
  if (bytes === 0 && rows > 0) throw new Error('no bytes');
  return rows;
}

async function runExport(): Promise<number> {
  const { handler } = await import('../../../functions/exports/worker');
  const { jobStore } = await import('../../../functions/stores/export-jobs/jobs');
  const { jobMessageId } = await import('../../../functions/stores/export-jobs/job-keys');
  const ref = { userId, fileName };
  const event: SQSEvent = {
    Records: [
      {
        messageId: `bench-${fileName}`,
        receiptHandle: 'bench',
        body: JSON.stringify({ jobId: jobMessageId(ref), ...ref }),
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: String(Date.now()),
          SenderId: 'bench',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:eu-south-1:000000000000:semaforo-exports',
        awsRegion: 'eu-south-1',
      },
    ],
  };
  const response = await handler(event, lambdaContext('semaforo-exports-worker', 3 * 3600 * 1000));
  if (response.batchItemFailures.length > 0) throw new Error('the export failed');
  const job = await jobStore().get(ref);
  if (job?.status !== 'READY') throw new Error(`job ended ${job?.status}`);
  return job.recordCount ?? 0;
}

// Where the memory goes: the largest V8 heap in use and the largest memory outside it (Buffers, zlib),
// sampled every 250 ms; the peak resident set below is exact, these are samples.
const peaks = { heapUsedMb: 0, heapTotalMb: 0, externalMb: 0 };
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peaks.heapUsedMb = Math.max(peaks.heapUsedMb, usage.heapUsed / 1024 ** 2);
  peaks.heapTotalMb = Math.max(peaks.heapTotalMb, usage.heapTotal / 1024 ** 2);
  peaks.externalMb = Math.max(peaks.externalMb, usage.external / 1024 ** 2);
}, 250);
const started = performance.now();
const rows = await (mode === 'export' ? runExport() : readCsv());
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
// maxRSS is in kilobytes: the largest resident set of this process over its whole life.
console.log(JSON.stringify({ mode, rows, seconds, peakMb: process.resourceUsage().maxRSS / 1024, ...peaks }));
process.exit(0);
