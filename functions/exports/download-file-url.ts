import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DOWNLOAD_URL_TTL_SECONDS } from '../../shared/constants';
import type { BucketName } from '../../shared/resources';
import { API_ROUTES } from '../../shared/route-table';
import { presigningS3 } from '../commons/clients';
import { bucketName } from '../commons/env';
import { defineHandler } from '../commons/http/define-handler';
import { forbidden, HttpError, notFound } from '../commons/http/http-error';
import { Refusal } from '../commons/refusal/refusal';
import { findBlacklistVersion } from '../stores/black-lists/blacklist-store';
import { blacklistMembersObjectKey, parseBlacklistDownloadName } from '../stores/black-lists/keys';
import { jobStore, shownJob } from '../stores/export-jobs/jobs';

/**
 * POST /api/v1/downloadFileUrl: a presigned GET of a READY job's zip, valid DOWNLOAD_URL_TTL_SECONDS
 * and saved as `{fileName}.zip`. Only the job's owner gets one (ADMIN any job's); ownership is checked
 * before existence, so another user's job names cannot be probed.
 */
export const handler = defineHandler(API_ROUTES.downloadFileUrl, async ({ body, caller }) => {
  if (caller.role !== 'ADMIN' && body.userId !== caller.username) throw forbidden();
  if (body.exportType === 'BLACKLIST') return { body: { url: await blacklistDownloadUrl(body) } };
  const stored = await jobStore().get({ userId: body.userId, fileName: body.fileName });
  if (!stored || stored.exportType !== body.exportType) throw notFound();
  const job = shownJob(stored);
  if (job.status === 'DISCARDED') throw new HttpError('GONE');
  if (!job.downloadable) throw new Refusal('FILE_NOT_READY'); // a job not READY, or a black-list version not loaded
  return { body: { url: await presignedZip(stored.objectKey, stored.fileName) } };
});

/** A presigned GET of a zip, valid DOWNLOAD_URL_TTL_SECONDS, saved as `{fileName}.zip`. */
function presignedZip(key: string, fileName: string, bucket: BucketName = 'exports'): Promise<string> {
  return getSignedUrl(
    presigningS3,
    new GetObjectCommand({
      Bucket: bucketName(bucket),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName}.zip"`,
      ResponseContentType: 'application/zip',
    }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
}

/**
 * A black-list version's members (exportType BLACKLIST): `fileName` is the version's downloadName and
 * `userId` its uploader. A version without members (still loading, or its load failed) has no file yet.
 */
async function blacklistDownloadUrl(request: { userId: string; fileName: string }): Promise<string> {
  const named = parseBlacklistDownloadName(request.fileName);
  const version = named && (await findBlacklistVersion(named.kind, named.id));
  if (!named || !version || version.userId !== request.userId) throw notFound();
  if (version.status === 'LOADING' || version.status === 'DISCARDING') throw new Refusal('FILE_NOT_READY');
  return presignedZip(blacklistMembersObjectKey(named.kind, version.membersId), request.fileName, 'blacklists');
}
