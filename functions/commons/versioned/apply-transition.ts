import type { AuditChanges } from '../audit/audited-change';
import { Refusal } from '../refusal/refusal';
import { findOnHead, type Head } from './head';
import type { Lifecycle, VersionBase } from './lifecycle';
import type { VersionedStore } from './versioned-store';

export interface ComputedTransition<R> {
  next: Head<R>;
  /** The version the call answers with. */
  result: R;
  /** The version acted on, as it was. */
  before: R;
}

export interface TransitionCall<S extends string, R extends VersionBase<S>> {
  store: VersionedStore<R>;
  lifecycle: Lifecycle<S, string>;
  /** The versioned entity (e.g. PRECHECK_SAS): its audit trail lists every change of every version. */
  entityId: string;
  /** The version the request names. */
  versionId: string;
  compute: (head: Head<R>, found: R) => ComputedTransition<R>;
  audit: AuditChanges;
}

/**
 * One transition of a versioned entity: read the head, find the version the request names (404 when
 * it has none), compute the next head (the lifecycle's checks throw 409 or 403 there), commit it in
 * one conditional write (409 if someone else committed first) and tell the audit what changed: the
 * version acted on before and after, and the version it replaced, if it replaced one (in force, or waiting).
 */
export async function applyTransition<S extends string, R extends VersionBase<S>>(
  call: TransitionCall<S, R>,
): Promise<R> {
  const { store, lifecycle, versionId } = call;
  // Filed under the entity from the start, so a refusal is listed with the changes it did not make.
  call.audit.record({ entityId: call.entityId });
  const head = await store.readHead();
  const found = findOnHead(head, versionId) ?? (await store.findArchived(versionId, head));
  if (!found) throw new Refusal(lifecycle.notFound);
  const { next, result, before } = call.compute(head, found);
  await store.commit(head, next, lifecycle.stale);
  const archived = next.archivedCount > head.archivedCount ? next.lastArchived : null;
  // What it archived was in force (current) or waiting for its time (scheduled: superseded by a newer publication).
  const replaced = archived && (['current', 'scheduled'] as const).find((slot) => head[slot]?.id === archived.id);
  call.audit.record({
    entityId: call.entityId,
    before: { version: before, ...(replaced ? { [replaced]: head[replaced] } : {}) },
    after: { version: result, ...(archived ? { archived } : {}) },
  });
  return result;
}
