import { BLACKLIST_LIFECYCLE } from '../../../shared/blacklist/blacklist-lifecycle';
import { shownBlacklistVersion } from '../../../shared/blacklist/shown-version';
import type { BlacklistKind, BlacklistLoadFailure } from '../../../shared/enums';
import { nextRomeMidnight } from '../../../shared/italian-time';
import type { BlacklistChanges, BlacklistVersion } from '../../../shared/schemas/blacklist';
import { editsOf } from '../../../shared/versioned/lifecycle';
import type { SystemChange } from '../../commons/audit/system-change';
import { Refusal } from '../../commons/refusal/refusal';
import type { Actor } from '../../commons/versioned/actor';
import type { ComputedTransition } from '../../commons/versioned/apply-transition';
import { type Head, prepareOnHead, scheduleOnHead, settleOnHead } from '../../commons/versioned/head';
import { assertAllowed, assertSecondPerson } from '../../commons/versioned/lifecycle';
import { blacklistDownloadName } from './keys';

/**
 * A black list's transitions as pure functions of its head (docs/versioned-entities.md), the second
 * entity on the versioned-entity rail after the configuration. A version is uploaded (LOADING), loaded
 * by the worker (READY, or DISCARDING when the load failed), published by a second administrator or
 * restored from the history (PUBLISHED until the next Italian midnight), in force (ACTIVE) and archived
 * when another takes its place.
 */

export type BlacklistHead = Head<BlacklistVersion>;
type Transition = ComputedTransition<BlacklistVersion>;

const lifecycle = BLACKLIST_LIFECYCLE;

const changedBy = (record: BlacklistVersion, actor: Actor, note = record.note): BlacklistVersion => ({
  ...record,
  version: record.version + 1,
  note,
  updatedBy: actor.username,
  updatedAt: actor.at,
  statusUpdateDate: actor.at,
});

/** An uploaded file's version, LOADING until the worker has read it. */
export function uploadedVersion(
  kind: BlacklistKind,
  id: string,
  upload: { filename: string; note: string | null },
  actor: Actor,
): BlacklistVersion {
  return {
    id,
    kind,
    filename: upload.filename,
    statusUpdateDate: actor.at,
    loadedRecords: 0,
    discardedRecords: 0,
    status: 'LOADING',
    note: upload.note,
    userId: actor.username,
    version: 1,
    updatedBy: actor.username,
    updatedAt: actor.at,
    edits: [{ user: actor.username, at: actor.at, note: upload.note }],
    publicationUser: null,
    validFrom: null,
    validTo: null,
    parentId: null,
    membersId: id,
    changes: null,
    failure: null,
    downloadName: blacklistDownloadName(kind, id),
  };
}

/** An upload: the new version is the one being prepared, unless another already is (409). */
export function uploadBlacklist(head: BlacklistHead, record: BlacklistVersion): Transition {
  assertNothingPrepared(head);
  return { next: prepareOnHead(head, record), result: record, before: record };
}

/** Refuses (409) an upload while a version is being prepared: checked before the file is even read. */
export function assertNothingPrepared(head: BlacklistHead): void {
  if (head.updating) throw new Refusal('BLACKLIST_ALREADY_PREPARED');
}

export type LoadOutcome =
  | { loadedRecords: number; discardedRecords: number; changes: BlacklistChanges }
  | { failure: BlacklistLoadFailure; discardedRecords: number };

/**
 * The worker's result on the version it loaded: READY with its counts and changes, or DISCARDING with
 * why. Null when there is nothing to do: the version is no longer being prepared (deleted meanwhile)
 * or no longer LOADING (a redelivered message of a load already recorded).
 */
export function loadedBlacklist(
  head: BlacklistHead,
  id: string,
  outcome: LoadOutcome,
  at: string,
): { next: BlacklistHead; result: BlacklistVersion } | null {
  const record = head.updating;
  if (record?.id !== id || record.status !== 'LOADING') return null;
  const result: BlacklistVersion =
    'failure' in outcome
      ? { ...record, status: 'DISCARDING', failure: outcome.failure, discardedRecords: outcome.discardedRecords }
      : { ...record, status: 'READY', ...outcome };
  const stamped = { ...result, version: record.version + 1, statusUpdateDate: at };
  return { next: prepareOnHead(head, stamped), result: stamped };
}

/** Published (or restored) from `actor.at`: in force from the next Italian midnight. */
const scheduled = (record: BlacklistVersion, actor: Actor): BlacklistVersion => ({
  ...record,
  status: 'PUBLISHED',
  publicationUser: actor.username,
  validFrom: nextRomeMidnight(actor.at),
  validTo: null,
});

/** A version waiting to take effect, replaced by a newer publication: archived, never in force. */
const superseded =
  (at: string) =>
  (waiting: BlacklistVersion): BlacklistVersion => ({
    ...waiting,
    status: 'ARCHIVED',
    validTo: at,
    version: waiting.version + 1,
    statusUpdateDate: at,
  });

/** READY published by a second administrator; it takes effect at the next Italian midnight. */
export function publishBlacklist(head: BlacklistHead, before: BlacklistVersion, actor: Actor): Transition {
  assertAllowed(lifecycle, 'publish', before);
  assertSecondPerson(lifecycle, 'publish', before, actor.username, actor.fourEyes);
  // Its authors stay apart from its publisher (written out for a version stored before they were kept).
  const result = scheduled(changedBy({ ...before, edits: [...editsOf(before)] }, actor), actor);
  return { next: scheduleOnHead(head, result, superseded(actor.at)), result, before };
}

/**
 * A rollback: a copy of the ARCHIVED version (parentId its id, the same members) published to take
 * effect at the next Italian midnight, like any publication. The archived version stays in the history.
 */
export function restoreBlacklist(
  head: BlacklistHead,
  archived: BlacklistVersion,
  note: string,
  actor: Actor,
  newId: string,
): Transition {
  assertAllowed(lifecycle, 'restore', archived);
  const copy: BlacklistVersion = {
    ...archived,
    id: newId,
    parentId: archived.id,
    version: 0,
    downloadName: blacklistDownloadName(archived.kind, newId),
    edits: [...editsOf(archived)],
  };
  const result = scheduled(changedBy(copy, actor, note), actor);
  return { next: scheduleOnHead(head, result, superseded(actor.at)), result, before: archived };
}

/** READY or DISCARDING (a failed load, or one past its deadline) discarded; the answer is the version as deleted. */
export function deleteBlacklist(head: BlacklistHead, before: BlacklistVersion, actor: Actor): Transition {
  const shown = shownBlacklistVersion(before, new Date(actor.at));
  assertAllowed(lifecycle, 'delete', shown);
  return { next: prepareOnHead(head, null), result: changedBy(shown, actor), before: shown };
}

/** Whether a published version's time has come. */
const isDue = (now: Date) => (waiting: Pick<BlacklistVersion, 'validFrom'>) =>
  waiting.validFrom !== null && Date.parse(waiting.validFrom) <= now.getTime();

/**
 * The head at `now` (settlingStore commits it): a PUBLISHED version whose midnight has passed is ACTIVE
 * from that midnight, and the version it replaces is archived with its validity closed there.
 */
export const settleBlacklist =
  (now: Date) =>
  (head: BlacklistHead): BlacklistHead | null => {
    const from = head.scheduled?.validFrom;
    if (!from) return null;
    return settleOnHead(
      head,
      isDue(now),
      (waiting) => ({ ...waiting, status: 'ACTIVE', version: waiting.version + 1, statusUpdateDate: from }),
      (previous) => ({
        ...previous,
        status: 'ARCHIVED',
        validTo: from,
        version: previous.version + 1,
        statusUpdateDate: from,
      }),
    );
  };

/**
 * The midnight switch as the audit trail keeps it (a SYSTEM change, docs/audit.md): the list, the
 * version that took effect and the one it replaced, before and after; filed at the midnight itself and
 * keyed by the version, so however many writers or runs see it, it is one record.
 */
export function switchChange(kind: BlacklistKind, before: BlacklistHead, after: BlacklistHead): SystemChange {
  const inForce = after.current as BlacklistVersion;
  const archived = after.archivedCount > before.archivedCount ? after.lastArchived : null;
  return {
    event: 'blacklistSwitch',
    entityType: 'BLACKLIST',
    entityId: kind,
    at: inForce.validFrom ?? inForce.statusUpdateDate,
    key: `${kind}:${inForce.id}`,
    outcome: 'SUCCEEDED',
    before: { current: before.current, scheduled: before.scheduled ?? null },
    after: { current: inForce, ...(archived ? { archived } : {}) },
  };
}

/**
 * The version in force at `now`, read without settling: what a check uses. Any shape with the head's
 * two slots will do: the precheck caches only the fields of them it needs.
 */
export function blacklistInForce<V extends Pick<BlacklistVersion, 'validFrom'>>(
  head: { current: V | null; scheduled?: V | null },
  now: Date,
): V | null {
  const waiting = head.scheduled;
  return waiting && isDue(now)(waiting) ? waiting : head.current;
}
