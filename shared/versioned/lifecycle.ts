/**
 * The versioned-entity rail's declarations (docs/versioned-entities.md): what every version carries,
 * and an entity's lifecycle as data (which action each status allows, the codes of its refusals in
 * shared/refusals.ts). Plain
 * data, so the server's checks (functions/commons/versioned/lifecycle.ts) and the console's offered
 * actions read the same declaration.
 */

/** One change of a version's content by a person (the upload, the draft made, each edit), with its note. */
export interface VersionEdit {
  user: string;
  at: string;
  note: string | null;
}

/** What every version carries, whatever else its entity keeps on it. */
export interface VersionBase<S extends string = string> {
  id: string;
  status: S;
  /** Counts the changes of this version: a request names the one it saw (optimistic locking). */
  version: number;
  /** The note of the last operation on it (an edit, the publication, the restore). */
  note: string | null;
  /** Who made the last change of any kind (a publication too) and when. */
  updatedBy: string | null;
  updatedAt: string | null;
  /**
   * Every change of its content since the version was made, oldest first: its authors, whom the
   * four-eyes rule refuses as publishers. Absent on versions stored before it was kept: then its last
   * change stands for it (editsOf).
   */
  edits?: readonly VersionEdit[];
}

import type { RefusalCode } from '../refusals';

/** The changes of a version's content, oldest first (its last change, for a version stored without them). */
export function editsOf(version: VersionBase): readonly VersionEdit[] {
  if (version.edits) return version.edits;
  return version.updatedBy ? [{ user: version.updatedBy, at: version.updatedAt ?? '', note: version.note }] : [];
}

/** Who changed the version's content, each once, in the order they first did. */
export function editorsOf(version: VersionBase): string[] {
  return [...new Set(editsOf(version).map((edit) => edit.user))];
}

/** The three places a version can be: being prepared, in force, or in the history. */
export interface LifecycleStatuses<S extends string> {
  updating: S;
  current: S;
  archived: S;
}

export interface TransitionRule<S extends string> {
  /** The statuses the action may start from. */
  from: readonly S[];
  /** Why the action is refused from any other status (409). */
  refusal: RefusalCode;
  /** Whether someone who made none of the version's changes must do it (four-eyes). */
  secondPerson?: boolean;
}

export interface Lifecycle<S extends string, A extends string> {
  statuses: LifecycleStatuses<S>;
  transitions: Record<A, TransitionRule<S>>;
  /** The 404 refusal of an id the entity does not have. */
  notFound: RefusalCode;
  /** The 409 refusal of a request naming a version someone has changed since. */
  stale: RefusalCode;
  /** The 403 refusal when the four-eyes rule refuses. */
  secondPersonRequired: RefusalCode;
}

/** Whether the lifecycle allows the action from this status. */
export function allowsFrom<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  status: S,
): boolean {
  return lifecycle.transitions[action].from.includes(status);
}

/**
 * The four-eyes rule, for the server's check and the console's offered actions alike: the refusal code
 * when `user` changed the version (any of its edits since it was made, not only the last) and the
 * action needs a second person while the stage keeps the rule on; undefined when `user` may.
 */
export function secondPersonRefusal<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  version: VersionBase<S>,
  user: string,
  fourEyes: boolean,
): RefusalCode | undefined {
  if (!fourEyes || !lifecycle.transitions[action].secondPerson) return undefined;
  return editorsOf(version).includes(user) ? lifecycle.secondPersonRequired : undefined;
}

/**
 * For the console: whether `user` (undefined while unknown: offered, the server decides) is refused the
 * action by the four-eyes rule, so the button is disabled with the reason rather than refused after the
 * note and the confirmations. `fourEyes` is the stage's setting as the server last said it.
 */
export function refusedToUser<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  version: VersionBase<S>,
  user: string | undefined,
  fourEyes: boolean,
): boolean {
  return user !== undefined && secondPersonRefusal(lifecycle, action, version, user, fourEyes) !== undefined;
}
