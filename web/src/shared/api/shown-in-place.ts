import type { ApiError } from './api-error';

const shownInPlace = new WeakSet<object>();

/**
 * Says that the screen shows this failure itself (a wizard's error outcome, a page's 'not found', a
 * form's field messages), so the console raises no alert repeating it (an error is said once).
 * Call it in the catch of the call, before anything else is awaited: the alert waits that long.
 */
export function showInPlace(error: unknown): void {
  if (typeof error === 'object' && error !== null) shownInPlace.add(error);
}

export function isShownInPlace(error: ApiError): boolean {
  return shownInPlace.has(error);
}
