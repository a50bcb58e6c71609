import { allowsFrom, type Lifecycle, secondPersonRefusal, type VersionBase } from '../../../shared/versioned/lifecycle';
import { Refusal } from '../refusal/refusal';

export type { Lifecycle, LifecycleStatuses, TransitionRule, VersionBase } from '../../../shared/versioned/lifecycle';

/**
 * The versioned-entity rail (docs/versioned-entities.md): a version is prepared ('in aggiornamento'),
 * published (in force), archived when another takes its place, and may be restored. What each entity
 * calls its statuses and which action each status allows are data, declared once per entity; the
 * checks below read them, so the configuration and both black lists refuse the same way.
 */

/** Refuses (409) an action the version's status does not allow. */
export function assertAllowed<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  record: VersionBase<S>,
): void {
  const rule = lifecycle.transitions[action];
  if (!allowsFrom(lifecycle, action, record.status)) throw new Refusal(rule.refusal);
}

/** Refuses (409) a request that names a version other than the one stored: someone changed it since. */
export function assertFresh<S extends string>(
  lifecycle: Lifecycle<S, string>,
  record: VersionBase<S>,
  version: number,
): void {
  if (record.version !== version) throw new Refusal(lifecycle.stale);
}

/**
 * The four-eyes rule (shared/versioned/lifecycle.ts secondPersonRefusal): an action that needs a second
 * person is refused (403, the lifecycle's secondPersonRequired code) to whoever made any change of the version since it was
 * made, unless the stage turned the rule off.
 */
export function assertSecondPerson<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  record: VersionBase<S>,
  actor: string,
  fourEyes: boolean,
): void {
  const refusal = secondPersonRefusal(lifecycle, action, record, actor, fourEyes);
  if (refusal) throw new Refusal(refusal);
}

/** Every check an action on a stored version passes before it is computed. */
export function assertTransition<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  record: VersionBase<S>,
  request: { version: number; actor: string; fourEyes: boolean },
): void {
  assertFresh(lifecycle, record, request.version);
  assertAllowed(lifecycle, action, record);
  assertSecondPerson(lifecycle, action, record, request.actor, request.fourEyes);
}
