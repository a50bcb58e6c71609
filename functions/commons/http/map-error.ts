import type { APIGatewayProxyResult } from 'aws-lambda';
import { BODY_REFUSALS, ERROR_DESCRIPTIONS } from '../../../shared/errors';
import { logger } from '../logger';
import { clientFailure } from './refusal-answer';
import { errorResult } from './responses';

/** Middy's own HTTP errors (the JSON body parser's 415s) are about a body a client sent. */
interface MiddyHttpError {
  statusCode: number;
  expose?: boolean;
}

function isMiddyHttpError(error: unknown): error is MiddyHttpError {
  return typeof (error as MiddyHttpError | undefined)?.statusCode === 'number';
}

/**
 * The one place errors become responses, as middy's last error middleware: an HttpError as it is, a
 * domain Refusal with its code's status and text (shared/refusals.ts); nothing else's text reaches the client.
 */
export function mapError(error: unknown): APIGatewayProxyResult {
  const failure = clientFailure(error);
  if (failure) {
    logger.info('Request refused', { status: failure.status, errors: failure.items });
    return errorResult(failure.status, failure.items);
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
