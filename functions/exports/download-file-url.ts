import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DOWNLOAD_URL_TTL_SECONDS } from '../../shared/constants';
import { API_ROUTES } from '../../shared/route-table';
import { s3 } from '../commons/clients';
import { bucketName } from '../commons/env';
import { defineHandler } from '../commons/http/define-handler';
import { forbidden, HttpError, notFound } from '../commons/http/http-error';
import { jobStore, shownJob } from '../stores/export-jobs/jobs';

/**
 * POST /api/v1/downloadFileUrl: a presigned GET of a READY job's zip, valid DOWNLOAD_URL_TTL_SECONDS
 * and saved as `{fileName}.zip`. Only the job's owner gets one (ADMIN any job's); ownership is checked
 * before existence, so another user's job names cannot be probed.
 */
export const handler = defineHandler(API_ROUTES.downloadFileUrl, async ({ body, caller }) => {
  if (caller.role !== 'ADMIN' && body.userId !== caller.username) throw forbidden();
  const stored = await jobStore().get({ userId: body.userId, fileName: body.fileName });
  if (!stored || stored.exportType !== body.exportType) throw notFound();
  const job = shownJob(stored);
  if (job.status === 'DISCARDED') throw new HttpError('GONE');
  if (!job.downloadable) throw new HttpError('CONFLICT', 'Il file non è ancora disponibile.');
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: bucketName('exports'),
      Key: stored.objectKey,
      ResponseContentDisposition: `attachment; filename="${stored.fileName}.zip"`,
      ResponseContentType: 'application/zip',
    }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
  return { body: { url } };
});
