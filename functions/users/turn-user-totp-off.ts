import { API_ROUTES } from '../../shared/route-table';
import { containerUserDirectory } from '../stores/users/container-directory-and-leases';
import { defineUserChange } from './user-change';

/**
 * PATCH /api/v1/turnUserTotpOff/{username}: the user's sign-ins stop asking for a TOTP code (a lost or
 * replaced phone); it may set TOTP up again from its user menu. Its sessions end. Refused (409): one's
 * own (the user menu turns it off), a user without TOTP.
 */
export const handler = defineUserChange(API_ROUTES.turnUserTotpOff, {
  username: ({ params }) => params.username,
  change: () => ({ kind: 'turnTotpOff' }),
  apply: (current) => containerUserDirectory().turnTotpOff(current.username),
  answer: (before) => {
    const after = { ...before, totpEnabled: false };
    return { after, body: after };
  },
});
