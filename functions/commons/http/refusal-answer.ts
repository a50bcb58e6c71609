import type { ErrorItem } from '../../../shared/errors';
import { Refusal } from '../refusal/refusal';
import { HttpError } from './http-error';

/** A domain refusal as the failure a client reads: the code's status, the code and its Italian text. */
export function refusalAsHttpError(refusal: Refusal): HttpError {
  const item: ErrorItem = { code: refusal.code, description: refusal.message };
  if (refusal.field) item.field = refusal.field;
  return new HttpError(refusal.code, refusal.message, [item]);
}

/** The failure a client is meant to see, or undefined for an internal fault (answered as a plain 500). */
export function clientFailure(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof Refusal) return refusalAsHttpError(error);
  return undefined;
}
