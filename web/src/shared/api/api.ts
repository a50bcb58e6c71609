import { fetchAuthSession } from 'aws-amplify/auth';
import { alerts } from '../alerts/alert-store';
import { getRuntimeConfig } from '../config/runtime-config';
import { createApiClient, signsOut } from './api-client';
import type { ApiError } from './api-error';
import { isShownInPlace } from './shown-in-place';

type UnauthorizedHandler = (error: ApiError) => void;
const unauthorizedHandlers = new Set<UnauthorizedHandler>();

/** Counts the requests started: an alert waiting to be raised is dropped once a newer request started. */
let requestsStarted = 0;

/**
 * The console's API client. A failure raises the red alert of spec section 8 unless the screen shows
 * it in place (showInPlace), every new request clears the alerts, and a 401 or 403 reaches whoever
 * signs the user out (the app wires the auth feature in through onUnauthorized, since shared code may
 * not import a feature).
 */
export const api = createApiClient({
  baseUrl: () => getRuntimeConfig().apiBaseUrl,
  getToken: readIdToken,
  validateResponses: import.meta.env.DEV,
  onRequestStart: () => {
    requestsStarted += 1;
    alerts.clear();
  },
  onError: (error) => {
    // Raised once the caller's catch has run, so a screen that shows the failure can say so first.
    // A failure that signs the user out is always said: the screen that would show it is gone.
    const startedBefore = requestsStarted;
    setTimeout(() => {
      if (requestsStarted !== startedBefore) return;
      if (signsOut(error) || !isShownInPlace(error)) alerts.push(alertOf(error));
    }, 0);
  },
  onUnauthorized: (error) => {
    for (const handler of unauthorizedHandlers) handler(error);
  },
});

/** The alert of a failed call: its status, the code and the first description the server gave. */
function alertOf(error: ApiError) {
  return { status: error.status, code: error.errors[0]?.code, message: error.description };
}

export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandlers.add(handler);
  return () => unauthorizedHandlers.delete(handler);
}

// fetchAuthSession refreshes an expired token by itself; when that fails the call goes without a
// token, the server answers 401 and the user is signed out.
async function readIdToken(): Promise<string | undefined> {
  try {
    return (await fetchAuthSession()).tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}
