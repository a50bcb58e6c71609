/**
 * The versioned-entity rail's declarations (docs/versioned-entities.md): what every version carries,
 * and an entity's lifecycle as data (which action each status allows, the texts of its refusals). Plain
 * data, so the server's checks (functions/commons/versioned/lifecycle.ts) and the console's offered
 * actions read the same declaration.
 */

/** What every version carries, whatever else its entity keeps on it. */
export interface VersionBase<S extends string = string> {
  id: string;
  status: S;
  /** Counts the changes of this version: a request names the one it saw (optimistic locking). */
  version: number;
  note: string | null;
  /** Who made the last change and when: the four-eyes rule reads the first. */
  updatedBy: string | null;
  updatedAt: string | null;
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
  /** Why the action is refused from any other status, in the words the user reads (409). */
  refusal: string;
  /** Whether someone other than the last to change the version must do it (four-eyes). */
  secondPerson?: boolean;
}

export interface Lifecycle<S extends string, A extends string> {
  statuses: LifecycleStatuses<S>;
  transitions: Record<A, TransitionRule<S>>;
  /** The 404 text for an id the entity does not have. */
  notFound: string;
  /** The 409 text for a request naming a version someone has changed since. */
  stale: string;
  /** The 403 text when the four-eyes rule refuses. */
  secondPersonRequired: string;
}

/** Whether the lifecycle allows the action from this status. */
export function allowsFrom<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  status: S,
): boolean {
  return lifecycle.transitions[action].from.includes(status);
}
