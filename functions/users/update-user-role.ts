import { API_ROUTES } from '../../shared/route-table';
import { containerUserDirectory } from '../stores/users/container-directory-and-leases';
import { checkAgency } from './agency-check';
import { defineUserChange } from './user-change';

/**
 * PATCH /api/v1/updateUserRole: the user's one role, and an agent's agency (checked in the mapping first).
 * Its sessions end, so the next sign-in carries the new role. Refused (409): one's own role, the last
 * enabled administrator's, no change, another change of the user under way.
 */
export const handler = defineUserChange(API_ROUTES.updateUserRole, {
  username: ({ body }) => body.username,
  change: ({ body }) => ({ kind: 'role', role: body.role, agencyCode: body.agencyCode ?? null }),
  apply: async (current, { body }) => {
    await checkAgency(body.agencyCode);
    await containerUserDirectory().setRole(current, body.role, body.agencyCode);
  },
  answer: (before, _applied, { body }) => {
    const after = { ...before, role: body.role, agencyCode: body.agencyCode ?? null };
    return { after, body: after };
  },
});
