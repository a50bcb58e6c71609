import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { actorOf } from '../commons/versioned/actor';
import { applyTransition } from '../commons/versioned/apply-transition';
import { newVersionId } from '../commons/versioned/version-id';
import { CONFIGURATION_LIFECYCLE } from '../stores/configuration/configuration-lifecycle';
import { configurationStore } from '../stores/configuration/configuration-store';
import { restoreConfiguration } from '../stores/configuration/configuration-transitions';

/** PUT /api/v1/publishArchivedConfiguration: a rollback to an ARCHIVED version, as a new CURRENT. */
export const handler = defineHandler(API_ROUTES.publishArchivedConfiguration, async ({ body, caller, audit }) => {
  const actor = actorOf(caller);
  const result = await applyTransition(
    configurationStore(),
    CONFIGURATION_LIFECYCLE,
    body.id,
    (head, found) => restoreConfiguration(head, found, body, actor, newVersionId(actor.at)),
    audit,
  );
  return { body: result };
});
