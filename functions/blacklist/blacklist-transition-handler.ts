import { BLACKLIST_LIFECYCLE } from '../../shared/blacklist/blacklist-lifecycle';
import type { BlacklistKind } from '../../shared/enums';
import type { ApiRoute } from '../../shared/route-table';
import type { BlacklistVersion } from '../../shared/schemas/blacklist';
import { defineHandler, type RouteRequest } from '../commons/http/define-handler';
import { Refusal } from '../commons/refusal/refusal';
import { type Actor, actorOf } from '../commons/versioned/actor';
import { applyTransition, type ComputedTransition } from '../commons/versioned/apply-transition';
import { newVersionId } from '../commons/versioned/version-id';
import { blacklistKindOf, blacklistStore } from '../stores/black-lists/blacklist-store';
import type { BlacklistHead } from '../stores/black-lists/blacklist-transitions';

interface BlacklistTransition<R extends ApiRoute> {
  /** The version the request names. */
  id: (request: RouteRequest<R>) => string;
  compute: (
    head: BlacklistHead,
    found: BlacklistVersion,
    request: RouteRequest<R>,
    actor: Actor,
    /** The id a version made by this transition gets (a restore's copy). */
    newId: string,
  ) => ComputedTransition<BlacklistVersion>;
  /** What follows a committed transition (a delete queues the purge of the version's members). */
  afterCommit?: (result: BlacklistVersion, kind: BlacklistKind) => Promise<void>;
}

/**
 * A black-list call naming a version by id: the list holding it is found first (404 when neither
 * does), then the transition runs on the versioned-entity rail (applyTransition: one conditional
 * write, 409 on a concurrent change, audited under the list's kind), answered with the result.
 */
export function defineBlacklistTransition<R extends ApiRoute>(route: R, transition: BlacklistTransition<R>) {
  return defineHandler(route, async (request) => {
    const actor = actorOf(request.caller);
    const versionId = transition.id(request);
    const kind = await blacklistKindOf(versionId);
    if (!kind) {
      request.audit.record({ entityId: versionId });
      throw new Refusal(BLACKLIST_LIFECYCLE.notFound);
    }
    const result = await applyTransition({
      store: blacklistStore(kind),
      lifecycle: BLACKLIST_LIFECYCLE,
      entityId: kind,
      versionId,
      compute: (head, found) => transition.compute(head, found, request, actor, newVersionId(actor.at)),
      audit: request.audit,
    });
    await transition.afterCommit?.(result, kind);
    return { body: result };
  });
}
