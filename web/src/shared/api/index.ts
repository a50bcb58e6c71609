export { api, onUnauthorized } from './api';
export { ApiError } from './api-error';
export type { CallInput, CallOutput, RouteName } from './api-types';
export { showInPlace } from './shown-in-place';
export { useApi } from './use-api';
