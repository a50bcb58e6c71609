import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { api } from './api';
import { ApiError } from './api-error';
import type { CallArgs, CallInput, CallOutput, RouteName } from './api-types';
import { showInPlace } from './shown-in-place';

/**
 * A route's answer through SWR, typed from the route table. `null` as input skips the call (a
 * dependent query waiting for its parameters). `shownInPlace` names the failures the screen shows
 * itself (a page's 'not found'): no alert repeats them.
 */
export function useApi<N extends RouteName>(
  name: N,
  input: CallInput<N> | null,
  config?: SWRConfiguration<CallOutput<N>, ApiError>,
  shownInPlace?: (error: ApiError) => boolean,
): SWRResponse<CallOutput<N>, ApiError> {
  return useSWR<CallOutput<N>, ApiError>(
    input === null ? null : [name, input],
    async () => {
      try {
        return await api.call(name, ...([input] as CallArgs<N>));
      } catch (error) {
        if (error instanceof ApiError && shownInPlace?.(error)) showInPlace(error);
        throw error;
      }
    },
    config,
  );
}
