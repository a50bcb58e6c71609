import type middy from '@middy/core';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import { METRIC_NAMES } from '../../../shared/metrics';
import { logger } from '../logger';
import { countMetric } from '../observability/metrics';
import { observeInvocation } from '../observability/observe-invocation';

type Request<E> = middy.Request<E, APIGatewayProxyResult, Error, Context>;

/** A 5xx answer, or none at all (the error escaped the frame): what the ServerErrors alarm counts. */
const isServerError = <E>(request: Request<E>) => (request.response?.statusCode ?? 500) >= 500;

/**
 * The handler frame's observability hook (docs/operations.md): the invocation traced and its metrics
 * published (observeInvocation), every 5xx answer counted as ServerErrors, and API Gateway's own request
 * id added to the log lines so that they join the API's access log. A refusal (4xx) is an answer, not a
 * fault: its trace carries no error.
 */
export function observeRequest<E extends { requestContext?: { requestId?: string } }>(): middy.MiddlewareObj<
  E,
  APIGatewayProxyResult,
  Error,
  Context
> {
  const invocation = observeInvocation<E, APIGatewayProxyResult>({ isFault: isServerError });
  const countServerError = (request: Request<E>) => {
    if (isServerError(request)) countMetric(METRIC_NAMES.serverErrors);
  };
  return {
    before: (request) => {
      const apiRequestId = request.event.requestContext?.requestId;
      if (apiRequestId) logger.appendKeys({ apiRequestId });
      return invocation.before?.(request);
    },
    after: (request) => {
      countServerError(request);
      return invocation.after?.(request);
    },
    onError: (request) => {
      countServerError(request);
      return invocation.onError?.(request);
    },
  };
}
