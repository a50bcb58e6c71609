export { api, onUnauthorized } from './api';
export { ApiError } from './api-error';
export type { CallInput, CallOutput, RouteName } from './api-types';
export { useApi } from './use-api';
