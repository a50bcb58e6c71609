import { randomUUID } from 'node:crypto';
import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { HttpError } from '../commons/http/http-error';
import { storeUploadedCsv, uploadedCsv } from '../commons/upload/uploaded-file';
import { jobMessageId } from '../stores/export-jobs/job-keys';
import { jobStore, newJob, shownJob, startJob } from '../stores/export-jobs/jobs';

/**
 * Where an upload's CSV is kept. The upload's own id is part of the key: a second upload under a name
 * already taken (refused by startJob) must never overwrite the input of the job that owns the name.
 */
const NO_RECORDS_MESSAGE = 'Il file non contiene record da arricchire.';

const inputKey = (userId: string, fileName: string) =>
  `enricher/${encodeURIComponent(userId)}/${fileName}/${randomUUID()}.csv`;

/**
 * POST /api/v1/uploadEnricherFile (ADMIN and RISK_OFFICER, by the route table): checks the zipped CSV
 * (uploaded-file.ts), stores it inflated in the uploads bucket and queues an ENRICHER job for the
 * enrichment worker. Answers the job as the job list shows it.
 */
export const handler = defineHandler(API_ROUTES.uploadEnricherFile, async ({ body, caller, audit }) => {
  const { text } = await uploadedCsv(body.data, body.fileSeparator, NO_RECORDS_MESSAGE);
  const ref = { userId: caller.username, fileName: body.outputFilename };
  // Checked before storing anything, so the common refusal leaves no orphan upload; startJob's
  // conditional write still decides a race between two uploads of the same name.
  if (await jobStore().get(ref)) throw new HttpError('NAME_TAKEN');
  const key = inputKey(ref.userId, ref.fileName);
  await storeUploadedCsv(key, text);
  const job = newJob({
    ...ref,
    exportType: 'ENRICHER',
    fileSeparator: body.fileSeparator,
    note: body.note?.trim() || null,
    filters: {},
    markets: caller.markets,
    inputKey: key,
    realFilename: body.realFilename,
  });
  const started = await startJob('enrichment', job);
  audit.record({ entityId: jobMessageId(started), after: started });
  return { body: shownJob(started) };
});
