import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blacklistMembershipKey } from '../../functions/stores/black-lists/keys';
import { createLocalClients } from '../../infra/local/aws-clients';
import { DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import { LOCAL_NAMES } from '../../shared/resources';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * A check reads a subject's black-list membership without knowing the active version (issue 12): the
 * item lists every version that holds the subject, and only the version in force may refuse it.
 */

let local: TestStack;
let clients: ReturnType<typeof createLocalClients>;
let token: string;
const prospect = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX400') as DemoSubject;

beforeAll(async () => {
  local = await startTestStack();
  clients = createLocalClients(local.stack.endpoints);
  token = (await local.signIn('anna.ferrari')).IdToken;
});

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

async function listedIn(versionIds: string[]) {
  await clients.documentClient.send(
    new PutCommand({
      TableName: LOCAL_NAMES.table('data'),
      Item: { ...blacklistMembershipKey('RADIATI', prospect.taxCode as string), versionIds: new Set(versionIds) },
    }),
  );
}

async function resultCode() {
  const response = await local.api('POST', '/api/v1/creditcheck', { token, body: creditCheckRequestFor(prospect) });
  expect(response.status, response.text).toBe(200);
  return (response.json as { fullCheckInfo: { trafficLightReason: { code: string } } }).fullCheckInfo.trafficLightReason
    .code;
}

describe('black-list membership by version', () => {
  it('a subject listed only by a version no longer in force is not refused', async () => {
    await listedIn(['archived-0']);
    expect(await resultCode()).toBe('EX400');
  });

  it('the same subject listed by the version in force is refused as RADIATI', async () => {
    // The demo seeder makes 'demo-1' the active RADIATI version.
    await listedIn(['archived-0', 'demo-1']);
    expect(await resultCode()).toBe('EX305');
  });
});
