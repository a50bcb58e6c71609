import { fetchAuthSession } from 'aws-amplify/auth';
import { alerts } from '../alerts/alert-store';
import { getRuntimeConfig } from '../config/runtime-config';
import { createApiClient } from './api-client';
import type { ApiError } from './api-error';

type UnauthorizedHandler = (error: ApiError) => void;
const unauthorizedHandlers = new Set<UnauthorizedHandler>();

/**
 * The console's API client. Every failure raises the red alert of spec section 8, every new request
 * clears the alerts, and a 401 or 403 reaches whoever signs the user out (the app wires the auth
 * feature in through onUnauthorized, since shared code may not import a feature).
 */
export const api = createApiClient({
  baseUrl: () => getRuntimeConfig().apiBaseUrl,
  getToken: readIdToken,
  validateResponses: import.meta.env.DEV,
  onRequestStart: () => alerts.clear(),
  onError: (error) => alerts.push({ status: error.status }),
  onUnauthorized: (error) => {
    for (const handler of unauthorizedHandlers) handler(error);
  },
});

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
