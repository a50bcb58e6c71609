import { ERROR_DESCRIPTIONS, ERROR_STATUS, type ErrorCode, type ErrorItem } from '../../../shared/errors';

/**
 * A failure a client is meant to see. Anything thrown that is not an HttpError is an internal fault:
 * the frame logs it and answers a generic 500 without its message.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly items: ErrorItem[];

  constructor(code: ErrorCode, description: string = ERROR_DESCRIPTIONS[code], items?: ErrorItem[]) {
    super(description);
    this.name = 'HttpError';
    this.status = ERROR_STATUS[code];
    this.items = items ?? [{ code, description }];
  }
}

export const notFound = (description?: string) => new HttpError('NOT_FOUND', description);
export const conflict = (description?: string) => new HttpError('CONFLICT', description);
export const forbidden = (description?: string) => new HttpError('FORBIDDEN', description);

/**
 * The refusal of a page cursor the search did not hand out (another search's, edited by hand, not a
 * cursor); a list that answers without reading, since nothing can match, refuses any cursor with it.
 */
export function invalidCursor(): HttpError {
  const description = ERROR_DESCRIPTIONS.INVALID_CURSOR;
  return new HttpError('INVALID_CURSOR', description, [{ code: 'INVALID_CURSOR', field: 'cursor', description }]);
}
