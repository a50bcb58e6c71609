import { ApiError, api, showInPlace } from '../../shared/api';

/**
 * Whether a username is taken, asked of the directory through the user's detail (getUser answers 404
 * for a name nobody has): true or false, or undefined when the directory could not tell (the creation
 * checks it again). The field shows the answer: no alert repeats a failed check.
 */
export async function usernameTaken(username: string): Promise<boolean | undefined> {
  try {
    await api.call('getUser', { params: { username } });
    return true;
  } catch (error) {
    showInPlace(error);
    return error instanceof ApiError && error.status === 404 ? false : undefined;
  }
}
