import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tracer } from './observability/tracer';

/**
 * The SDK clients, built once per container. In AWS the endpoints are the defaults; locally the
 * runtime sets AWS_ENDPOINT_URL_<SERVICE> to the emulators. Everything else goes through these.
 * Each is captured by the tracer (in Lambda only), so a trace shows every call and how long it took;
 * the document client sends through the captured DynamoDB client's middleware stack.
 */

const endpoint = (service: 'DYNAMODB' | 'S3' | 'SQS') => process.env[`AWS_ENDPOINT_URL_${service}`] || undefined;

export const dynamoDb = tracer.captureAWSv3Client(new DynamoDBClient({ endpoint: endpoint('DYNAMODB') }));

export const documentClient = DynamoDBDocumentClient.from(dynamoDb, {
  marshallOptions: { removeUndefinedValues: true },
});

const s3Config = {
  endpoint: endpoint('S3'),
  // The local S3 emulator serves buckets by path, not by subdomain.
  forcePathStyle: Boolean(endpoint('S3')),
  // Without these the SDK frames stream bodies with checksum chunks, which the emulator stores verbatim.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
} as const;

export const s3 = tracer.captureAWSv3Client(new S3Client(s3Config));

/**
 * The S3 client presigned URLs are made with: not captured, because the tracer's middleware adds a
 * trace header to every request it builds, which a presigned URL would then sign and require of the
 * browser. Presigning makes no call, so there is nothing to trace.
 */
export const presigningS3 = new S3Client(s3Config);

export const sqs = tracer.captureAWSv3Client(
  new SQSClient({
    endpoint: endpoint('SQS'),
    // The emulator's queue URLs name a host of their own (sqs.<region>.localhost); the endpoint is the way in.
    useQueueUrlAsEndpoint: !endpoint('SQS'),
  }),
);
