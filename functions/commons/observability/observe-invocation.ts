import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { publishMetrics } from './metrics';
import { tracer } from './tracer';

type Request<E, R> = middy.Request<E, R, Error, Context>;

export interface ObserveOptions<E, R> {
  /** Whether a failure the frame has already answered counts as a fault in the trace; every failure by default. */
  isFault?: (request: Request<E, R>) => boolean;
}

/**
 * The invocation's observability as one middy middleware, used first by the handler and worker frames:
 * a `## handler` subsegment annotated with the Lambda request id (the id the logs carry as
 * `function_request_id` and the audit record as `requestId`, so one id finds all three), faults recorded
 * on it, and the invocation's metrics published when it ends. Responses are never copied into traces:
 * they hold customers' data.
 */
export function observeInvocation<E, R>(options: ObserveOptions<E, R> = {}): middy.MiddlewareObj<E, R, Error, Context> {
  const traced = captureLambdaHandler(tracer, { captureResponse: false });
  const isFault = options.isFault ?? (() => true);
  return {
    before: (request) => {
      traced.before?.(request as never);
      tracer.putAnnotation('requestId', request.context.awsRequestId);
    },
    after: (request) => {
      traced.after?.(request as never);
      publishMetrics();
    },
    onError: (request) => {
      if (isFault(request)) traced.onError?.(request as never);
      else traced.after?.(request as never);
      publishMetrics();
    },
  };
}
