/**
 * Where a sign-in lands (never on the previous user's page, such as a customer's the next user may not read). The
 * console opens at the address the browser holds; that address is the place of whoever was signed in
 * last, so it is kept only for that same user, coming back after an expired session. An explicit
 * sign-out leaves the address for nobody: the next sign-in, whoever it is, opens the role's default
 * page. A link opened with no one signed in before is the visitor's own, and is kept.
 */

/** The user whose place the address is, kept beside Amplify's tokens (localStorage: a reload keeps it). */
const PLACE_OWNER_KEY = 'semaforo.placeOwner';
/** The console's root: the router sends it to the role's default page. */
const ROOT = '/';

export interface LandingPorts {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Replaces the address without a navigation (the router reads it when it starts). */
  replaceAddress: (path: string) => void;
}

const browserPorts = (): LandingPorts => ({
  storage: localStorage,
  replaceAddress: (path) => window.history.replaceState(null, '', path),
});

/** Whether a user arriving keeps the address: only its owner does, or anyone when it has none. */
export function keepsPlace(owner: string | null, username: string): boolean {
  return owner === null || owner === username;
}

/** A user is signed in (a new sign-in or a stored session), before the console opens. */
export function arrive(username: string, ports: LandingPorts = browserPorts()): void {
  if (!keepsPlace(ports.storage.getItem(PLACE_OWNER_KEY), username)) ports.replaceAddress(ROOT);
  ports.storage.setItem(PLACE_OWNER_KEY, username);
}

/** The user signed out: nothing of its place is left to the next one. */
export function leave(ports: LandingPorts = browserPorts()): void {
  ports.storage.removeItem(PLACE_OWNER_KEY);
  ports.replaceAddress(ROOT);
}
