import type { ErrorCode } from '../../../../shared/errors';
import { responseSchemas } from '../../../../shared/role-reading';
import { API_ROUTES, type ApiRoute, type RouteName } from '../../../../shared/route-table';
import { ApiError, errorFromResponse, NETWORK_ERROR, parseJson } from './api-error';
import type { CallArgs, CallOutput } from './api-types';

export interface ApiClientOptions {
  /** Prefix of every path ('' for the console's own origin). */
  baseUrl: () => string;
  /** The ID token for the Authorization header; undefined sends the call without it. */
  getToken: () => Promise<string | undefined>;
  fetch?: typeof fetch;
  /** Checks each answer against the route's response schema: contract drift shows up in development. */
  validateResponses?: boolean;
  onRequestStart?: () => void;
  onError?: (error: ApiError) => void;
  /**
   * A 401 or 403 from any call (spec section 8: the user is then logged out), except a 403 that refuses
   * the operation rather than the user's role (FOUR_EYES_REQUIRED).
   */
  onUnauthorized?: (error: ApiError) => void;
}

type AnyInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** The one client of the route table: `api.call('provinces')`, `api.call('cities', { params })`. */
export function createApiClient(options: ApiClientOptions) {
  const request = async (name: RouteName, input: AnyInput = {}): Promise<unknown> => {
    const route: ApiRoute = API_ROUTES[name];
    options.onRequestStart?.();
    try {
      const response = await send(route, input);
      const text = await response.text();
      if (!response.ok) throw errorFromResponse(response.status, text);
      const data = isJson(response) ? parseJson(text) : text;
      if (options.validateResponses) checkResponse(name, route, data);
      return data;
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError(undefined, [NETWORK_ERROR]);
      options.onError?.(error);
      if (signsOut(error)) options.onUnauthorized?.(error);
      throw error;
    }
  };

  const send = async (route: ApiRoute, input: AnyInput): Promise<Response> => {
    const token = await options.getToken();
    return (options.fetch ?? fetch)(options.baseUrl() + pathOf(route, input), {
      method: route.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
  };

  return {
    call<N extends RouteName>(name: N, ...[input]: CallArgs<N>): Promise<CallOutput<N>> {
      return request(name, input as AnyInput) as Promise<CallOutput<N>>;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The one 403 that is not a role refusal: a second administrator must publish what this one changed
 * (four-eyes). Signing the user out would lose the screen that explains it.
 */
const NOT_A_ROLE_REFUSAL: ErrorCode = 'FOUR_EYES_REQUIRED';

/** A 401, or a 403 that refuses the user's role: the user is signed out. */
export function signsOut(error: ApiError): boolean {
  if (error.status === 401) return true;
  return error.status === 403 && error.errors[0]?.code !== NOT_A_ROLE_REFUSAL;
}

function pathOf(route: ApiRoute, { params = {}, query = {} }: AnyInput): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryText = search.toString();
  return queryText ? `${path}?${queryText}` : path;
}

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json');
}

/** An answer in any shape the route gives (the whole one, or a role's own reading of it) passes. */
function checkResponse(name: RouteName, route: ApiRoute, data: unknown): void {
  const results = responseSchemas(route).map((schema) => schema.safeParse(data));
  if (results.some((result) => result.success)) return;
  console.error(
    `API ${name}: the response does not match the route's schema`,
    results.map((result) => result.error?.issues),
  );
  throw new ApiError(undefined, [{ code: 'INVALID_RESPONSE', description: `Risposta non valida da ${name}.` }]);
}
