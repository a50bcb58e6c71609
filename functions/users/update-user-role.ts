import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerUserDirectory } from '../stores/users/cognito-client';
import { auditedUser } from '../stores/users/directory-user';
import { checkAgency } from './known-agency';
import { changeUser } from './user-change';

/**
 * PATCH /api/v1/updateUserRole: the user's one role, and an agent's agency. Its sessions end, so the next
 * sign-in carries the new role. Refused (409): one's own role, the last enabled administrator's, no
 * change, another change of the user under way.
 */
export const handler = defineHandler(API_ROUTES.updateUserRole, async ({ body, caller, audit, requestId }) => {
  audit.record({ entityId: body.username });
  await checkAgency(body.agencyCode);
  const agencyCode = body.agencyCode ?? null;
  const change = { kind: 'role', role: body.role, agencyCode } as const;
  const { before } = await changeUser(
    { username: body.username, change, caller: caller.username, requestId },
    (current) => containerUserDirectory().setRole(current, body.role, body.agencyCode),
  );
  const after = { ...before, role: body.role, agencyCode };
  audit.record({ entityId: before.username, before: auditedUser(before), after: auditedUser(after) });
  return { body: after };
});
