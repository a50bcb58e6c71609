import type { VersionBase } from './lifecycle';

/**
 * The head of a versioned entity: its one commit point. It holds the version in force, the one being
 * prepared and the last one archived; a transition rewrites it whole with one conditional write on
 * `revision`. Archived versions also live in items of their own (the history), written after the
 * head: `lastArchived` keeps the newest until the next archiving, so a crash in between loses nothing.
 */
export interface Head<R> {
  revision: number;
  current: R | null;
  updating: R | null;
  lastArchived: R | null;
  /** How many versions were ever archived: the sequence number of the newest, and the history's total. */
  archivedCount: number;
  /** The archive sequence number of `lastArchived`. */
  lastArchivedSequence?: number;
  /**
   * A version published to take effect later (the black lists: at the next Italian midnight), until
   * its time comes and settleOnHead puts it in force. Absent on entities that publish at once.
   */
  scheduled?: R | null;
}

export const EMPTY_HEAD: Head<never> = {
  revision: 0,
  current: null,
  updating: null,
  lastArchived: null,
  archivedCount: 0,
};

/** Where a version with this id is on the head, if it is there. */
export function findOnHead<R extends VersionBase>(head: Head<R>, id: string): R | undefined {
  return [head.updating, head.scheduled, head.current].find((record): record is R => record?.id === id);
}

/** The next head with `record` in force and the version it replaces archived, closed at `at`. */
export function publishOnHead<R extends VersionBase>(head: Head<R>, record: R, archive: (previous: R) => R): Head<R> {
  const previous = head.current;
  const next: Head<R> = { ...head, revision: head.revision + 1, current: record };
  if (head.updating?.id === record.id) next.updating = null;
  return previous ? withArchived(next, archive(previous)) : next;
}

/** Archives a version: the next archive sequence number is its own. */
function withArchived<R>(head: Head<R>, archived: R): Head<R> {
  const archivedCount = head.archivedCount + 1;
  return { ...head, lastArchived: archived, archivedCount, lastArchivedSequence: archivedCount };
}

/**
 * The next head with `record` published to take effect later: it leaves the slot of the version being
 * prepared. A version already waiting is superseded: archived by `supersede` without ever being in force.
 */
export function scheduleOnHead<R extends VersionBase>(head: Head<R>, record: R, supersede: (waiting: R) => R): Head<R> {
  const next: Head<R> = { ...head, revision: head.revision + 1, scheduled: record };
  if (head.updating?.id === record.id) next.updating = null;
  return head.scheduled ? withArchived(next, supersede(head.scheduled)) : next;
}

/**
 * The head once a scheduled version whose time has come (`due`) is in force, as `takeEffect` makes it,
 * with the version it replaces archived; null when there is nothing to settle. One archiving per call:
 * the store commits it as any transition, so whoever settles first wins and the others re-read.
 */
export function settleOnHead<R extends VersionBase>(
  head: Head<R>,
  due: (waiting: R) => boolean,
  takeEffect: (waiting: R) => R,
  archive: (previous: R) => R,
): Head<R> | null {
  const waiting = head.scheduled;
  if (!waiting || !due(waiting)) return null;
  return publishOnHead({ ...head, scheduled: null }, takeEffect(waiting), archive);
}

/** The next head with `record` (or nothing) being prepared. */
export function prepareOnHead<R>(head: Head<R>, record: R | null): Head<R> {
  return { ...head, revision: head.revision + 1, updating: record };
}

/** A head with `current` in force and, optionally, versions archived before it (oldest first). */
export function headOf<R>(current: R, archived: readonly R[] = []): Head<R> {
  const lastArchived = archived.at(-1) ?? null;
  return {
    revision: 1,
    current,
    updating: null,
    lastArchived,
    archivedCount: archived.length,
    ...(lastArchived ? { lastArchivedSequence: archived.length } : {}),
  };
}
