import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerUserDirectory } from '../stores/users/cognito-client';
import { auditedUser } from '../stores/users/directory-user';
import { changeUser } from './user-change';

/**
 * PATCH /api/v1/turnUserTotpOff/{username}: the user's sign-ins stop asking for a TOTP code (a lost or
 * replaced phone); it may set TOTP up again from its user menu. Its sessions end. Refused (409): one's
 * own (the user menu turns it off), a user without TOTP.
 */
export const handler = defineHandler(API_ROUTES.turnUserTotpOff, async ({ params, caller, audit, requestId }) => {
  audit.record({ entityId: params.username });
  const { before } = await changeUser(
    { username: params.username, change: { kind: 'turnTotpOff' }, caller: caller.username, requestId },
    (current) => containerUserDirectory().turnTotpOff(current.username),
  );
  const after = { ...before, totpEnabled: false };
  audit.record({ entityId: before.username, before: auditedUser(before), after: auditedUser(after) });
  return { body: after };
});
