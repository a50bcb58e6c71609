import { USER_REFUSALS } from '../../shared/users/user-rules';
import { notFound } from '../commons/http/http-error';
import { containerUserDirectory } from '../stores/users/cognito-client';
import type { DirectoryUser } from '../stores/users/directory-user';

/** The user a call names, or 404. */
export async function knownUser(username: string): Promise<DirectoryUser> {
  const user = await containerUserDirectory().get(username);
  if (!user) throw notFound(USER_REFUSALS.notFound);
  return user;
}
