import { defineHandler } from '../commons/http/define-handler';
import { HttpError } from '../commons/http/http-error';

/**
 * Serves every route whose feature is not built yet, so the route table is complete from day one:
 * the caller is authenticated, role-checked and validated like on a real route, then told 501.
 */
export const handler = defineHandler(undefined, async () => {
  throw new HttpError('NOT_IMPLEMENTED');
});
