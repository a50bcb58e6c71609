import { GetObjectCommand } from '@aws-sdk/client-s3';
import { readEnrichmentInput } from '../../shared/enrichment/enrichment-table';
import { documentClient, s3 } from '../commons/clients';
import { uploadZippedCsv } from '../commons/csv/zipped-csv';
import { bucketName, tableName } from '../commons/env';
import { defineExportJobWorker } from '../stores/export-jobs/job-worker';
import { dynamoPrecheckFacts } from '../stores/precheck-facts/dynamo-precheck-facts';
import { enrichedRows } from './enrich-records';
import { outputHeader } from './enriched-row';

/** The uploaded CSV, stored as UTF-8 text by the upload (at most 20 MB: read whole). */
async function inputText(key: string, signal: AbortSignal): Promise<string> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucketName('uploads'), Key: key }), {
    abortSignal: signal,
  });
  if (!Body) throw new Error(`Empty enrichment input ${key}`);
  return Body.transformToString('utf-8');
}

/**
 * Worker of the on-demand enrichment queue: reads the job's uploaded CSV, enriches each record
 * (enrich-records.ts) and writes the zipped CSV to the exports bucket. The job's lifecycle, retries and
 * redelivery are the job worker frame's (functions/commons/queue/define-job-worker.ts).
 */
export const handler = defineExportJobWorker('enrichment', async (job, { signal }) => {
  if (!job.inputKey) throw new Error(`Enrichment job ${job.userId}/${job.fileName} has no input file`);
  const input = readEnrichmentInput(await inputText(job.inputKey, signal), job.fileSeparator);
  const { recordCount } = await uploadZippedCsv({
    bucket: bucketName('exports'),
    key: job.objectKey,
    entryName: `${job.fileName}.csv`,
    separator: job.fileSeparator,
    header: outputHeader(input.header, input.width),
    rows: enrichedRows(input, {
      facts: dynamoPrecheckFacts(documentClient, tableName('data')),
      now: new Date(),
      markets: job.markets,
      signal,
    }),
    signal,
  });
  return recordCount;
});
