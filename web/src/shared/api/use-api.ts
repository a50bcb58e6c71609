import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { api } from './api';
import type { ApiError } from './api-error';
import type { CallArgs, CallInput, CallOutput, RouteName } from './api-types';

/**
 * A route's answer through SWR, typed from the route table. `null` as input skips the call (a
 * dependent query waiting for its parameters).
 */
export function useApi<N extends RouteName>(
  name: N,
  input: CallInput<N> | null,
  config?: SWRConfiguration<CallOutput<N>, ApiError>,
): SWRResponse<CallOutput<N>, ApiError> {
  return useSWR<CallOutput<N>, ApiError>(
    input === null ? null : [name, input],
    () => api.call(name, ...([input] as CallArgs<N>)),
    config,
  );
}
