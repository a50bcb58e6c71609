import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { SQSRecord } from 'aws-lambda';
import { blacklistLoadReason } from '../../shared/audit/system-reasons';
import { BLACKLIST_LIFECYCLE } from '../../shared/blacklist/blacklist-lifecycle';
import type { BlacklistKind } from '../../shared/enums';
import { QUEUES } from '../../shared/resources';
import type { BlacklistVersion } from '../../shared/schemas/blacklist';
import { recordSystemChange, type SystemChange } from '../commons/audit/system-change';
import { s3 } from '../commons/clients';
import { bucketName } from '../commons/env';
import { logger } from '../commons/logger';
import { defineWorker } from '../commons/queue/define-worker';
import { Refusal } from '../commons/refusal/refusal';
import { findOnHead } from '../commons/versioned/head';
import { blacklistStore } from '../stores/black-lists/blacklist-store';
import {
  type BlacklistHead,
  blacklistInForce,
  type LoadOutcome,
  loadedBlacklist,
} from '../stores/black-lists/blacklist-transitions';
import { type BlacklistLoadMessage, BlacklistLoadMessageSchema } from '../stores/black-lists/load-message';
import { type BlacklistRow, purgeMembers, readMembers, writeMembers } from '../stores/black-lists/members';
import { countBlacklistLoad } from './load-metrics';
import { loadRows } from './load-rows';
import { membersChanges } from './members-diff';

type LoadMessage = Extract<BlacklistLoadMessage, { action: 'load' }>;

/** Commits of a load's outcome that lost a race (a publication, a settle, a delete) before giving up. */
const COMMIT_ATTEMPTS = 5;

/** The uploaded CSV, stored as UTF-8 text by the upload (at most 20 MB: read whole). */
async function inputText(key: string): Promise<string> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucketName('uploads'), Key: key }));
  if (!Body) throw new Error(`Empty black-list input ${key}`);
  return Body.transformToString('utf-8');
}

/** Whether the version is anywhere on the head still (a load's version leaves it only when deleted). */
const isOnHead = (head: BlacklistHead, id: string) => Boolean(findOnHead(head, id) ?? head.lastArchived?.id === id);

/**
 * Records a load's outcome on its version with one conditional write, re-reading the head when another
 * writer committed first. When the version was deleted meanwhile, what the load wrote is purged: the
 * purge the deletion queued may have run before the load's last items were written.
 */
async function recordOutcome(
  message: LoadMessage,
  outcome: LoadOutcome,
  written: { membersId: string; rows: readonly BlacklistRow[] } | null,
): Promise<void> {
  const store = blacklistStore(message.kind);
  for (let attempt = 1; ; attempt++) {
    const head = await store.readHead();
    const change = loadedBlacklist(head, message.versionId, outcome, new Date().toISOString());
    if (!change) {
      const deleted = !isOnHead(head, message.versionId);
      logger.info('Black-list load outcome not recorded: the version is no longer loading', {
        versionId: message.versionId,
        deleted,
      });
      if (deleted && written) await purgeMembers(message.kind, written.membersId, written.rows);
      return;
    }
    try {
      await store.commit(head, change.next, BLACKLIST_LIFECYCLE.stale);
    } catch (error) {
      const raced = error instanceof Refusal && error.code === BLACKLIST_LIFECYCLE.stale;
      if (!raced || attempt >= COMMIT_ATTEMPTS) throw error;
      continue;
    }
    countBlacklistLoad(message.kind, outcome);
    logger.info('Black-list load recorded', { versionId: message.versionId, status: change.result.status });
    await recordSystemChange(loadChange(message.kind, head.updating, change.result));
    return;
  }
}

/**
 * A load's outcome as the audit trail keeps it (a SYSTEM change, docs/audit.md): READY with its counts,
 * or DISCARDING with the reason, filed when the outcome was recorded and keyed by the version, so one
 * load has one record however often its message is delivered (a redelivery finds nothing to record).
 */
function loadChange(kind: BlacklistKind, loading: BlacklistVersion | null, loaded: BlacklistVersion): SystemChange {
  const failed = loaded.status === 'DISCARDING';
  return {
    event: 'blacklistLoad',
    entityType: 'BLACKLIST',
    entityId: kind,
    at: loaded.statusUpdateDate,
    key: `${kind}:${loaded.id}`,
    outcome: failed ? 'FAILED' : 'SUCCEEDED',
    reason: failed && loaded.failure ? blacklistLoadReason(loaded.failure) : null,
    before: { version: loading },
    after: { version: loaded },
  };
}

/** The rows of the version in force now, to compare the load with; null when none is in force. */
async function inForceRows(kind: BlacklistKind, inForce: BlacklistVersion | null) {
  if (!inForce) return null;
  const rows = await readMembers(kind, inForce.membersId);
  if (rows) return { id: inForce.id, rows };
  // Every load writes its file; a version in force without one was put there by hand (a repair).
  logger.warn('The black list in force has no members file: the load is not compared', { versionId: inForce.id });
  return null;
}

/**
 * A load: the version must still be the one being prepared and LOADING, else this is the redelivery of
 * a load already recorded (or of a deleted version) and there is nothing to do. The version becomes
 * READY only with the head's final commit, after every member is written: a load stopped halfway is
 * never visible as ready, and its members, keyed by its own membersId, are read by no check.
 */
async function load(message: LoadMessage): Promise<void> {
  const head = await blacklistStore(message.kind).readHead();
  const version = head.updating;
  if (version?.id !== message.versionId || version.status !== 'LOADING') {
    logger.info('Black-list version not loading: nothing to do', { versionId: message.versionId });
    return;
  }
  const { rows, discardedRecords, duplicateRecords } = loadRows(await inputText(message.inputKey));
  logger.info('Black-list file read', { versionId: version.id, rows: rows.length, discardedRecords, duplicateRecords });
  if (rows.length === 0) {
    await recordOutcome(message, { failure: 'NO_VALID_RECORDS', discardedRecords }, null);
    return;
  }
  // The comparison reads a small file while the members are written: it costs the load no time.
  const [, previous] = await Promise.all([
    writeMembers(message.kind, version.membersId, rows),
    inForceRows(message.kind, blacklistInForce(head, new Date())),
  ]);
  const changes = membersChanges(previous, rows);
  await recordOutcome(
    message,
    { loadedRecords: rows.length, discardedRecords, changes },
    {
      membersId: version.membersId,
      rows,
    },
  );
}

/**
 * Worker of the black-list queue (docs/versioned-entities.md): loads an uploaded file into a version's
 * members, or purges the members of a deleted version. A load that fails is retried from the start
 * (every write is an idempotent Put); on the queue's last delivery its version is first marked
 * DISCARDING / LOAD_FAILED, so the screen says the load failed, then the message goes to the
 * dead-letter queue, whose alarm tells operations. A worker killed outright leaves the version LOADING,
 * shown as DISCARDING / TIMEOUT once the last delivery's time is over (shared/blacklist/shown-version.ts).
 */
export const handler = defineWorker({
  message: BlacklistLoadMessageSchema,
  idempotencyKey: 'jobId',
  process: async (message, record: SQSRecord) => {
    if (message.action === 'purge') {
      await purgeMembers(message.kind, message.membersId);
      return;
    }
    try {
      await load(message);
    } catch (error) {
      const lastDelivery = Number(record.attributes.ApproximateReceiveCount) >= QUEUES.blacklistLoad.maxReceiveCount;
      logger.error('Black-list load failed', { versionId: message.versionId, lastDelivery, error });
      if (lastDelivery) {
        await recordOutcome(message, { failure: 'LOAD_FAILED', discardedRecords: 0 }, null).catch((marking) =>
          logger.error('Black-list load failure not recorded', { versionId: message.versionId, error: marking }),
        );
      }
      throw error;
    }
  },
});
