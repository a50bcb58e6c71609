import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS, type DemoSubject, FLAGGED_ADDRESS } from '../../infra/local/demo/precheck-demo-subjects';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { dynamoRequestCounter } from '../support/dynamo-round-trips';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * What a check costs in DynamoDB (the precheck's targets, docs/benchmarks.md): counted on the handlers' own client, every HTTP
 * attempt. This file's stack is its own, so its first check is a container's first: no settings cached
 * yet. docs/data-model.md, 'DynamoDB round trips of a check'.
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

/**
 * The repeated-checks monitoring's requests (docs/monitoring.md 'What linking costs a check'): one BatchGet
 * of the link keys beside the facts, then beside the row's writes its link-key updates (at most four),
 * the chain's items and head once a chain forms (here at most two attempts and the head), and the two
 * who-repeats tallies. No round trip of its own: that is what the counts below hold exactly.
 */
const MONITORING_REQUESTS = { least: 1 + 1 + 1, most: 1 + 4 + 3 + 2 };

/** The demo's address whose item lists other subjects: a check there reads their memberships too. */
const correlatesThroughBlacklists = (subject: DemoSubject) => subject.address === FLAGGED_ADDRESS;

describe('DynamoDB requests of a check', () => {
  // The daily tallies: beside the row's Put and the aggregate's UpdateItem, the day's tally: one request more, no round trip.
  it("a container first check reads the settings, then the memberships in the versions in force: at most 6 requests (and the monitoring's) in 3 round trips", async () => {
    // A black-listed subject: its membership is read once the check knows the version in force.
    const radiati = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX305') as DemoSubject;
    const first = await check(radiati);
    expect(first.code).toBe('EX305');
    expect(first.requests).toBeLessThanOrEqual(6 + MONITORING_REQUESTS.most);
    expect(first.roundTrips).toBeLessThanOrEqual(3);
  });

  it("a warm check makes 4 requests (and the monitoring's) in 2 round trips, one more at an address knowing other subjects", async () => {
    for (const subject of DEMO_SUBJECTS) {
      const warm = await check(subject);
      expect(warm.code).toBe(subject.expected.code);
      const extra = correlatesThroughBlacklists(subject) ? 1 : 0;
      expect(warm.roundTrips, subject.label).toBe(2 + extra);
      expect(warm.requests, subject.label).toBeGreaterThanOrEqual(4 + extra + MONITORING_REQUESTS.least);
      expect(warm.requests, subject.label).toBeLessThanOrEqual(4 + extra + MONITORING_REQUESTS.most);
    }
  });
});
