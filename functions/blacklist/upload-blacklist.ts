import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { BLACKLIST_LIFECYCLE } from '../../shared/blacklist/blacklist-lifecycle';
import { API_ROUTES } from '../../shared/route-table';
import { s3 } from '../commons/clients';
import { bucketName } from '../commons/env';
import { defineHandler } from '../commons/http/define-handler';
import { logger } from '../commons/logger';
import { storeUploadedCsv, uploadedCsv } from '../commons/upload/uploaded-file';
import { actorOf } from '../commons/versioned/actor';
import { newVersionId } from '../commons/versioned/version-id';
import { blacklistStore } from '../stores/black-lists/blacklist-store';
import {
  assertNothingPrepared,
  loadedBlacklist,
  uploadBlacklist,
  uploadedVersion,
} from '../stores/black-lists/blacklist-transitions';
import { loadMessage, sendBlacklistMessage } from '../stores/black-lists/load-message';

const NO_RECORDS_MESSAGE = 'Il file non contiene record.';

/** Where an upload's CSV waits for the load worker: one object per version, never overwritten. */
const inputKey = (kind: string, versionId: string) => `blacklists/${kind}/${versionId}.csv`;

/**
 * POST /api/v1/uploadBlacklist: refused at once (409) while a version is being prepared; then checks
 * the zipped CSV as the enrichment upload does (a zip of one CSV, the decompressed bound, 1 to 50,000
 * records; every refusal a 4xx and nothing stored), stores it,
 * makes it the version being prepared (LOADING, one conditional write on the head: 409 while another
 * is prepared) and queues its load. Answers the new version.
 */
export const handler = defineHandler(API_ROUTES.uploadBlacklist, async ({ body, caller, audit }) => {
  const kind = body.blType;
  audit.record({ entityId: kind });
  const store = blacklistStore(kind);
  const head = await store.readHead();
  // The cheap refusal first: unzipping and counting a 20 MB file only to answer this 409 stalls the stack.
  assertNothingPrepared(head);
  const { text } = await uploadedCsv(body.data, ';', NO_RECORDS_MESSAGE);
  const actor = actorOf(caller);
  const record = uploadedVersion(
    kind,
    newVersionId(actor.at),
    { filename: body.filename.trim(), note: body.note?.trim() || null },
    actor,
  );
  // Refused before storing anything when another version is being prepared; the commit still decides a race.
  const { next } = uploadBlacklist(head, record);
  const key = inputKey(kind, record.id);
  await storeUploadedCsv(key, text);
  try {
    await store.commit(head, next, BLACKLIST_LIFECYCLE.stale);
  } catch (error) {
    await s3.send(new DeleteObjectCommand({ Bucket: bucketName('uploads'), Key: key })).catch(() => undefined);
    throw error;
  }
  audit.record({ entityId: kind, after: { version: record } });
  try {
    await sendBlacklistMessage(loadMessage(kind, record.id, key));
  } catch (error) {
    // Not queued: the version says its load failed (the user deletes it and uploads again), never LOADING forever.
    logger.error('Black-list load not queued', { error, kind, versionId: record.id });
    const failed = loadedBlacklist(
      next,
      record.id,
      { failure: 'LOAD_FAILED', discardedRecords: 0 },
      new Date().toISOString(),
    );
    if (failed) {
      await store.commit(next, failed.next, BLACKLIST_LIFECYCLE.stale).catch(() => undefined);
      return { body: failed.result };
    }
  }
  return { body: record };
});
