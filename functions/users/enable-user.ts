import { API_ROUTES } from '../../shared/route-table';
import { containerUserDirectory } from '../stores/users/container-directory-and-leases';
import { defineUserChange } from './user-change';

/** PATCH /api/v1/enableUser/{username}: a disabled user may sign in again. Refused (409): oneself, an enabled user. */
export const handler = defineUserChange(API_ROUTES.enableUser, {
  username: ({ params }) => params.username,
  change: () => ({ kind: 'enable' }),
  apply: (current) => containerUserDirectory().enable(current.username),
  answer: (before) => {
    const after = { ...before, enabled: true };
    return { after, body: after };
  },
});
