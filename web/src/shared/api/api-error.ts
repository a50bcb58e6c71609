import { ERROR_DESCRIPTIONS, ErrorBodySchema, type ErrorItem } from '../../../../shared/errors';

/** Spec section 8: with no server response the stored error reads 'Server non raggiungibile.'. */
export const NETWORK_ERROR: ErrorItem = { code: 'NETWORK', description: 'Server non raggiungibile.' };

/**
 * Every failed call, in the one error shape of the contract. `status` is absent when no response
 * arrived (the alert then shows the message alone).
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly errors: readonly ErrorItem[];

  constructor(status: number | undefined, errors: readonly ErrorItem[]) {
    // Spec section 8: the stored error is the first description in the errors list.
    super(errors[0]?.description ?? ERROR_DESCRIPTIONS.INTERNAL_ERROR);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  get description(): string {
    return this.message;
  }
}

/** A failed response's body in the error shape; a body in another shape reads 'errore generico'. */
export function errorFromResponse(status: number, body: string): ApiError {
  const parsed = ErrorBodySchema.safeParse(parseJson(body));
  const errors = parsed.success
    ? parsed.data.errors
    : [{ code: `HTTP_${status}`, description: ERROR_DESCRIPTIONS.INTERNAL_ERROR }];
  return new ApiError(status, errors);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
