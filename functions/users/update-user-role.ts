import { API_ROUTES } from '../../shared/route-table';
import { USER_REFUSALS } from '../../shared/users/user-rules';
import { defineHandler } from '../commons/http/define-handler';
import { conflict } from '../commons/http/http-error';
import { containerUserDirectory } from '../stores/users/cognito-client';
import { auditedUser, shownUser } from '../stores/users/directory-user';
import { applyGuarded } from './guarded-change';
import { checkAgency } from './known-agency';
import { knownUser } from './known-user';

/**
 * PATCH /api/v1/updateUserRole: the user's one role, and an agent's agency. Its sessions end, so the next
 * sign-in carries the new role. Refused (409): one's own role, the last enabled administrator's, no change.
 */
export const handler = defineHandler(API_ROUTES.updateUserRole, async ({ body, caller, audit, requestId }) => {
  audit.record({ entityId: body.username });
  const current = await knownUser(body.username);
  const before = shownUser(current, null);
  const agencyCode = body.agencyCode ?? null;
  if (before.role === body.role && before.agencyCode === agencyCode) throw conflict(USER_REFUSALS.sameRole);
  await checkAgency(body.agencyCode);
  await applyGuarded({ kind: 'role', role: body.role }, before, caller.username, requestId, () =>
    containerUserDirectory().setRole(current, body.role, body.agencyCode),
  );
  const after = { ...before, role: body.role, agencyCode };
  audit.record({ entityId: before.username, before: auditedUser(before), after: auditedUser(after) });
  return { body: after };
});
