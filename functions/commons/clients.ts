import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The SDK clients, built once per container. In AWS the endpoints are the defaults; locally the
 * runtime sets AWS_ENDPOINT_URL_<SERVICE> to the emulators. Everything else goes through these.
 */

const endpoint = (service: 'DYNAMODB' | 'S3' | 'SQS') => process.env[`AWS_ENDPOINT_URL_${service}`] || undefined;

export const dynamoDb = new DynamoDBClient({ endpoint: endpoint('DYNAMODB') });

export const documentClient = DynamoDBDocumentClient.from(dynamoDb, {
  marshallOptions: { removeUndefinedValues: true },
});

export const s3 = new S3Client({
  endpoint: endpoint('S3'),
  // The local S3 emulator serves buckets by path, not by subdomain.
  forcePathStyle: Boolean(endpoint('S3')),
  // Without these the SDK frames stream bodies with checksum chunks, which the emulator stores verbatim.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export const sqs = new SQSClient({
  endpoint: endpoint('SQS'),
  // The emulator's queue URLs name a host of their own (sqs.<region>.localhost); the endpoint is the way in.
  useQueueUrlAsEndpoint: !endpoint('SQS'),
});
