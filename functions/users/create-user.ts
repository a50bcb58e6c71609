import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerUserDirectory } from '../stores/users/container-directory-and-leases';
import { auditedUser, shownUser } from '../stores/users/directory-user';
import { checkAgency } from './agency-check';
import { temporaryPassword } from './temporary-password';

/**
 * POST /api/v1/createUser: a user in exactly one role's group, an agent with its agency, and a temporary
 * password made here, answered once and kept nowhere by the product; the user replaces it at the first
 * sign-in. A taken username answers 409.
 */
export const handler = defineHandler(API_ROUTES.createUser, async ({ body, audit }) => {
  audit.record({ entityId: body.username });
  await checkAgency(body.agencyCode);
  const password = temporaryPassword();
  const user = shownUser(await containerUserDirectory().create(body, password), null);
  audit.record({ entityId: user.username, after: auditedUser(user) });
  return { body: { user, temporaryPassword: password } };
});
