import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { dynamoRequestCounter } from '../support/dynamo-round-trips';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * What a check costs in DynamoDB (issue 12): counted on the handlers' own client, every HTTP attempt.
 * This file's stack is its own, so its first check is a container's first: no settings cached yet.
 */

let local: TestStack;
let token: string;
let counter: ReturnType<typeof dynamoRequestCounter>;

beforeAll(async () => {
  local = await startTestStack();
  token = (await local.signIn('anna.ferrari')).IdToken;
  // Imported after the stack has set the handlers' environment: the client the handlers send with.
  const { dynamoDb } = await import('../../functions/commons/clients');
  counter = dynamoRequestCounter(dynamoDb);
});

afterAll(async () => {
  await local?.stop();
});

/** One check of a demo subject: its answer's result code and the DynamoDB requests it made. */
async function check(subject: DemoSubject) {
  const mark = counter.mark();
  const response = await local.api('POST', '/api/v1/creditcheck', { token, body: creditCheckRequestFor(subject) });
  expect(response.status).toBe(200);
  const body = response.json as { fullCheckInfo: { trafficLightReason: { code: string } } | null };
  return { code: body.fullCheckInfo?.trafficLightReason.code, ...counter.since(mark) };
}

describe('DynamoDB requests of a check', () => {
  it('a container first check reads settings and facts together: at most 4 requests in 2 round trips', async () => {
    // A black-listed subject: its membership is read before the check knows the active version.
    const radiati = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX305') as DemoSubject;
    const first = await check(radiati);
    expect(first.code).toBe('EX305');
    expect(first.requests).toBeLessThanOrEqual(4);
    expect(first.roundTrips).toBeLessThanOrEqual(2);
  });

  it('a warm check makes at most 3 requests in 2 round trips, whatever its result', async () => {
    for (const subject of DEMO_SUBJECTS) {
      const warm = await check(subject);
      expect(warm.code).toBe(subject.expected.code);
      expect({ requests: warm.requests, roundTrips: warm.roundTrips }).toEqual({ requests: 3, roundTrips: 2 });
    }
  });
});
