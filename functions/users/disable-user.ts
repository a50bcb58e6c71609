import { API_ROUTES } from '../../shared/route-table';
import { containerUserDirectory } from '../stores/users/container-directory-and-leases';
import { defineUserChange } from './user-change';

/**
 * PATCH /api/v1/disableUser/{username}: the user can no longer sign in, and is signed out everywhere; its
 * changes are refused at once (the frame reads who acts at the call), its reads when its last token
 * expires. Refused (409): oneself, the last enabled administrator, a user already disabled.
 */
export const handler = defineUserChange(API_ROUTES.disableUser, {
  username: ({ params }) => params.username,
  change: () => ({ kind: 'disable' }),
  apply: (current) => containerUserDirectory().disable(current.username),
  answer: (before) => {
    const after = { ...before, enabled: false };
    return { after, body: after };
  },
});
