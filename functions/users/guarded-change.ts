import type { User } from '../../shared/schemas/users';
import { USER_REFUSALS } from '../../shared/users/user-rules';
import { conflict } from '../commons/http/http-error';
import { containerAdminChangeLease, containerUserDirectory } from '../stores/users/cognito-client';
import { type GuardedChange, refusalOf, takesAnAdministratorAway } from './user-change-rules';

/**
 * Applies a role change or a disabling unless it is refused (409): a change of one's own, or one that
 * would leave no enabled administrator. A change that takes an administrator away counts them and
 * applies holding the lease, so two administrators demoting each other cannot both succeed.
 */
export async function applyGuarded(
  change: GuardedChange,
  target: User,
  caller: string,
  requestId: string,
  apply: () => Promise<void>,
): Promise<void> {
  if (target.username === caller || !takesAnAdministratorAway(change, target)) {
    const refusal = refusalOf(change, { caller, target, enabledAdministrators: [] });
    if (refusal) throw conflict(refusal);
    return apply();
  }
  const held = await containerAdminChangeLease().holding(requestId, async () => {
    const enabledAdministrators = await containerUserDirectory().enabledAdministrators();
    const refusal = refusalOf(change, { caller, target, enabledAdministrators });
    if (refusal) throw conflict(refusal);
    await apply();
  });
  if (!held) throw conflict(USER_REFUSALS.adminChangeInProgress);
}
