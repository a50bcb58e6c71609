import { CONFIGURATION_LIFECYCLE } from '../../shared/configuration/configuration-lifecycle';
import { CONFIGURATION_CHECK_ID } from '../../shared/constants';
import type { ApiRoute } from '../../shared/route-table';
import type { Configuration } from '../../shared/schemas/configuration';
import { defineHandler, type RouteRequest } from '../commons/http/define-handler';
import { type Actor, actorOf } from '../commons/versioned/actor';
import { applyTransition, type ComputedTransition } from '../commons/versioned/apply-transition';
import { newVersionId } from '../commons/versioned/version-id';
import { configurationStore } from '../stores/configuration/configuration-store';
import type { ConfigurationHead } from '../stores/configuration/configuration-transitions';

type Transition<R extends ApiRoute> = (
  head: ConfigurationHead,
  found: Configuration,
  body: RouteRequest<R>['body'],
  actor: Actor,
  /** The id a version made by this transition gets (an edit of CURRENT, a restore). */
  newId: string,
) => ComputedTransition<Configuration>;

/** A configuration call: one transition of the version its body names, answered with the result. */
export function defineConfigurationTransition<R extends ApiRoute & { request: { body: object } }>(
  route: R,
  transition: Transition<R>,
) {
  return defineHandler(route, async ({ body, caller, audit }) => {
    const actor = actorOf(caller);
    const { id } = body as { id: string };
    const result = await applyTransition({
      store: configurationStore(),
      lifecycle: CONFIGURATION_LIFECYCLE,
      entityId: CONFIGURATION_CHECK_ID,
      versionId: id,
      compute: (head, found) => transition(head, found, body, actor, newVersionId(actor.at)),
      audit,
    });
    return { body: result };
  });
}
