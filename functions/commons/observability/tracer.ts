import { Tracer } from '@aws-lambda-powertools/tracer';
import { SERVICE_NAME } from '../../../shared/metrics';

/**
 * One Powertools Tracer per container. It traces only in Lambda (outside it, every call is a no-op);
 * the SDK clients of clients.ts are captured, so each DynamoDB, S3 and SQS call is a subsegment of the
 * invocation's trace with its operation and table, bucket or queue. Plain HTTP is not patched: every
 * outbound call this code makes goes through those clients.
 */
export const tracer = new Tracer({ serviceName: SERVICE_NAME, captureHTTPsRequests: false });
