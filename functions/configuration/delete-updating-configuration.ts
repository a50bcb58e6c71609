import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { actorOf } from '../commons/versioned/actor';
import { applyTransition } from '../commons/versioned/apply-transition';
import { CONFIGURATION_LIFECYCLE } from '../stores/configuration/configuration-lifecycle';
import { configurationStore } from '../stores/configuration/configuration-store';
import { deleteConfiguration } from '../stores/configuration/configuration-transitions';

/** PUT /api/v1/deleteUpdatingConfiguration: discards the version being prepared. */
export const handler = defineHandler(API_ROUTES.deleteUpdatingConfiguration, async ({ body, caller, audit }) => {
  const actor = actorOf(caller);
  const result = await applyTransition(
    configurationStore(),
    CONFIGURATION_LIFECYCLE,
    body.id,
    (head, found) => deleteConfiguration(head, found, body, actor),
    audit,
  );
  return { body: result };
});
