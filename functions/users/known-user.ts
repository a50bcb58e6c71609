import { Refusal } from '../commons/refusal/refusal';
import { containerUserDirectory } from '../stores/users/container-directory-and-leases';
import type { DirectoryUser } from '../stores/users/directory-user';

/** The user a call names, or 404. */
export async function knownUser(username: string): Promise<DirectoryUser> {
  const user = await containerUserDirectory().get(username);
  if (!user) throw new Refusal('USER_NOT_FOUND');
  return user;
}
