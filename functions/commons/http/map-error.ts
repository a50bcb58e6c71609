import type { APIGatewayProxyResult } from 'aws-lambda';
import { BODY_REFUSALS, ERROR_DESCRIPTIONS } from '../../../shared/errors';
import { logger } from '../logger';
import { HttpError } from './http-error';
import { errorResult } from './responses';

/** Middy's own HTTP errors (the JSON body parser's 415s) are about a body a client sent. */
interface MiddyHttpError {
  statusCode: number;
  expose?: boolean;
}

function isMiddyHttpError(error: unknown): error is MiddyHttpError {
  return typeof (error as MiddyHttpError | undefined)?.statusCode === 'number';
}

/** The one place errors become responses. Only HttpError texts reach the client; nothing else does. */
export function mapError(error: unknown): APIGatewayProxyResult {
  if (error instanceof HttpError) {
    logger.info('Request refused', { status: error.status, errors: error.items });
    return errorResult(error.status, error.items);
  }
  if (isMiddyHttpError(error) && error.statusCode < 500) {
    logger.info('Body refused', { status: error.statusCode });
    return errorResult(400, [
      {
        code: 'BAD_REQUEST',
        description: BODY_REFUSALS.notJson,
      },
    ]);
  }
  logger.error('Unhandled error', error as Error);
  return errorResult(500, [{ code: 'INTERNAL_ERROR', description: ERROR_DESCRIPTIONS.INTERNAL_ERROR }]);
}
