import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './settings';

export interface EmulatorEndpoints {
  dynamodb: string;
  s3: string;
  sqs: string;
  cognito: string;
}

/** SDK clients of the local runtime itself (bootstrap, seeding, worker polling), never the handlers'. */
export interface LocalClients {
  dynamoDb: DynamoDBClient;
  documentClient: DynamoDBDocumentClient;
  s3: S3Client;
  sqs: SQSClient;
  cognito: CognitoIdentityProviderClient;
  destroy(): void;
}

export function createLocalClients(endpoints: EmulatorEndpoints): LocalClients {
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamoDb = new DynamoDBClient({ ...common, endpoint: endpoints.dynamodb });
  const s3 = new S3Client({
    ...common,
    endpoint: endpoints.s3,
    forcePathStyle: true,
    // s3rver stores checksum-framed stream bodies verbatim (brief, section 3).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const sqs = new SQSClient({ ...common, endpoint: endpoints.sqs });
  const cognito = new CognitoIdentityProviderClient({ ...common, endpoint: endpoints.cognito });
  return {
    dynamoDb,
    documentClient: DynamoDBDocumentClient.from(dynamoDb),
    s3,
    sqs,
    cognito,
    destroy: () => {
      for (const client of [dynamoDb, s3, sqs, cognito]) client.destroy();
    },
  };
}
