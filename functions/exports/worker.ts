import type { ExtractionType } from '../../shared/enums';
import { romeDay } from '../../shared/italian-time';
import { uploadZippedCsv } from '../commons/csv/zipped-csv';
import { bucketName } from '../commons/env';
import { defineExportJobWorker } from '../stores/export-jobs/job-worker';
import { EXPORT_SOURCES } from './export-sources';

/**
 * Worker of the queued exports: runs the job's list query with the requester's filters and markets
 * and writes the rows as a zipped CSV to the exports bucket (functions/commons/queue/define-job-worker.ts for the
 * job's lifecycle and retries).
 */
export const handler = defineExportJobWorker('exports', async (job, { signal }) => {
  const source = EXPORT_SOURCES[job.exportType as ExtractionType];
  if (!source) throw new Error(`No export source for ${job.exportType}`);
  const filters = source.filters.parse(job.filters);
  const { recordCount } = await uploadZippedCsv({
    bucket: bucketName('exports'),
    key: job.objectKey,
    entryName: `${job.fileName}.csv`,
    separator: job.fileSeparator,
    header: source.header,
    rows: source.rows(filters, { markets: job.markets, today: romeDay(job.requestDate), signal }),
    signal,
  });
  return recordCount;
});
