import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../infra/local/settings';
import {
  BUCKETS,
  type BucketName,
  LOCAL_NAMES,
  QUEUES,
  type QueueName,
  TABLES,
  type TableName,
} from '../../shared/resources';
import { jwtClaims, startTestStack, type TestStack } from '../support/local-stack';

let local: TestStack;

beforeAll(async () => {
  local = await startTestStack();
});

afterAll(async () => {
  await local?.stop();
});

describe('config.json', () => {
  it('tells the console where the pool, the client, the API and Cognito are', async () => {
    const { status, json } = await local.api('GET', '/config.json');
    expect(status).toBe(200);
    expect(json).toEqual({
      region: 'eu-south-1',
      userPoolId: 'eu-south-1_LocalDev01',
      userPoolClientId: 'semaforolocalclient0000001',
      apiBaseUrl: '',
      // A path on the console's own origin: nothing in config.json comes from the request.
      userPoolEndpoint: '/cognito/',
    });
    expect(local.stack.config).toEqual(json);
  });
});

describe('Cognito', () => {
  it('signs a demo user in with USER_PASSWORD_AUTH and puts the role group in the ID token', async () => {
    const tokens = await local.signIn('mario.rossi');
    const claims = jwtClaims(tokens.IdToken);
    expect(claims['cognito:groups']).toContain('ADMIN');
    expect(claims['cognito:username']).toBe('mario.rossi');
    expect(claims.iss).toBe('https://cognito-idp.eu-south-1.amazonaws.com/eu-south-1_LocalDev01');
    expect(claims.aud).toBe('semaforolocalclient0000001');
  });

  it('refreshes tokens through the /cognito/ proxy with GetTokensFromRefreshToken', async () => {
    const { RefreshToken } = await local.signIn('giulia.bianchi');
    // The SDK call Amplify makes, sent to the console's origin as the browser does.
    const viaProxy = new CognitoIdentityProviderClient({
      region: 'eu-south-1',
      endpoint: `${local.url}/cognito/`,
      credentials: LOCAL_CREDENTIALS,
    });
    const { AuthenticationResult: result } = await viaProxy.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: local.stack.userPoolClientId, RefreshToken }),
    );
    viaProxy.destroy();
    expect(result?.TokenType).toBe('Bearer');
    expect(result?.ExpiresIn).toBeGreaterThan(0);
    expect(jwtClaims(result?.IdToken ?? '')['cognito:groups']).toContain('RISK_OFFICER');
    const { status } = await local.api('GET', '/api/v1/provinces', { token: result?.IdToken });
    expect(status).not.toBe(401);
  });

  it('proxies other Cognito calls, a wrong password answered as AWS does', async () => {
    const { status, json } = await local.api('POST', '/cognito/', {
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      rawBody: JSON.stringify({
        ClientId: local.stack.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'mario.rossi', PASSWORD: 'wrong-password' },
      }),
    });
    expect(status).toBe(400);
    expect(json).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });
});

describe('resources', () => {
  const common = () => ({ region: 'eu-south-1', credentials: LOCAL_CREDENTIALS });

  it('creates every table of shared/resources.ts with its indexes', async () => {
    const dynamo = new DynamoDBClient({ ...common(), endpoint: local.stack.endpoints.dynamodb });
    for (const name of Object.keys(TABLES) as TableName[]) {
      const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: LOCAL_NAMES.table(name) }));
      expect(Table?.BillingModeSummary?.BillingMode ?? 'PAY_PER_REQUEST').toBe('PAY_PER_REQUEST');
      const indexes = (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort();
      expect(indexes).toEqual(TABLES[name].indexes.map((index) => index.indexName).sort());
    }
    dynamo.destroy();
  });

  it('creates every bucket, and lists a bucket page by page', async () => {
    const s3 = new S3Client({
      ...common(),
      endpoint: local.stack.endpoints.s3,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    for (const name of Object.keys(BUCKETS) as BucketName[]) {
      await expect(s3.send(new HeadBucketCommand({ Bucket: LOCAL_NAMES.bucket(name) }))).resolves.toBeDefined();
    }
    // Paginated listing needs DES in s3rver (see s3-des-shim.ts).
    const Bucket = LOCAL_NAMES.bucket('exports');
    for (const key of ['a.csv', 'b.csv', 'c.csv']) {
      await s3.send(new PutObjectCommand({ Bucket, Key: `page-test/${key}`, Body: key }));
    }
    const first = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: 'page-test/', MaxKeys: 2 }));
    const second = await s3.send(
      new ListObjectsV2Command({
        Bucket,
        Prefix: 'page-test/',
        MaxKeys: 2,
        ContinuationToken: first.NextContinuationToken,
      }),
    );
    expect([...(first.Contents ?? []), ...(second.Contents ?? [])].map((object) => object.Key)).toEqual([
      'page-test/a.csv',
      'page-test/b.csv',
      'page-test/c.csv',
    ]);
    s3.destroy();
  });

  it('creates every queue with its dead-letter queue, visibility timeout and redrive policy', async () => {
    const sqs = new SQSClient({ ...common(), endpoint: local.stack.endpoints.sqs });
    for (const name of Object.keys(QUEUES) as QueueName[]) {
      const queue = local.stack.queues[name];
      const { Attributes } = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: queue.url, AttributeNames: ['All'] }),
      );
      expect(Attributes?.VisibilityTimeout).toBe(String(QUEUES[name].visibilityTimeoutSeconds));
      expect(JSON.parse(Attributes?.RedrivePolicy ?? '{}')).toEqual({
        deadLetterTargetArn: queue.deadLetterArn,
        maxReceiveCount: QUEUES[name].maxReceiveCount,
      });
      expect(process.env[QUEUES[name].envName]).toBe(queue.url);
    }
    sqs.destroy();
  });
});

describe('console files', () => {
  it('answers a console route with HTML, or says how to build the console in the error shape', async () => {
    const { status, headers, json } = await local.api('GET', '/admin/precheck');
    expect([200, 503]).toContain(status);
    if (status === 200) expect(headers.get('content-type')).toContain('text/html');
    else
      expect(json).toEqual({
        errors: [{ code: 'SERVICE_UNAVAILABLE', description: expect.stringContaining('build:web') }],
      });
  });
});
