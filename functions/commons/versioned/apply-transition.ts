import type { AuditChanges } from '../audit/audited-change';
import { HttpError } from '../http/http-error';
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

/**
 * One transition of a versioned entity: read the head, find the version the request names (404 when
 * it has none), compute the next head (the lifecycle's checks throw 409 or 403 there), commit it in
 * one conditional write (409 if someone else committed first) and tell the audit what changed.
 */
export async function applyTransition<S extends string, R extends VersionBase<S>>(
  store: VersionedStore<R>,
  lifecycle: Lifecycle<S, string>,
  id: string,
  compute: (head: Head<R>, found: R) => ComputedTransition<R>,
  audit: AuditChanges,
): Promise<R> {
  const head = await store.readHead();
  const found = findOnHead(head, id) ?? (await store.findArchived(id, head));
  if (!found) throw new HttpError('NOT_FOUND', lifecycle.notFound);
  const { next, result, before } = compute(head, found);
  await store.commit(head, next, lifecycle.stale);
  audit.record({ entityId: id, before, after: result });
  return result;
}
