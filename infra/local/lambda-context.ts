import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from './settings';

/** A Lambda-like context, so handlers and Powertools find what they read in AWS. */
export function lambdaContext(functionName: string, timeoutMs: number, awsRequestId = randomUUID()): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
