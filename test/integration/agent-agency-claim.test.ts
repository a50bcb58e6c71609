import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminDeleteUserAttributesCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_AGENT_AGENCY } from '../../infra/local/demo-users';
import { AGENCY_CODE_CLAIM } from '../../shared/agency/agency-claim';
import { jwtClaims, startTestStack, type TestStack } from '../support/local-stack';

/**
 * The demo agent's agency (`custom:agencyCode`) on the local pool: in its ID token from the first
 * start, given once to an agent of a folder seeded before agents had agencies, and never overwritten
 * once an administrator has set another.
 */

const AGENT = 'anna.ferrari';
let dataDir: string;
let running: TestStack | undefined;

afterAll(async () => {
  await running?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function restart() {
  await running?.stop({ keepData: true });
  running = await startTestStack({ dataDir, demoSeeders: [] });
  return running;
}

/** The agent as the pool's admin calls name it. */
const agentIn = (local: TestStack) => ({ UserPoolId: local.stack.userPoolId, Username: AGENT });

const agencyOf = async (local: TestStack) => {
  const user = await local.cognito.send(new AdminGetUserCommand(agentIn(local)));
  return user.UserAttributes?.find((attribute) => attribute.Name === AGENCY_CODE_CLAIM)?.Value;
};

describe('the demo agent’s agency claim', () => {
  it('is in the agent’s ID token from the first start; other demo users have none', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'semaforo-agency-claim-'));
    const local = await restart();
    expect(jwtClaims((await local.signIn(AGENT)).IdToken)[AGENCY_CODE_CLAIM]).toBe(DEMO_AGENT_AGENCY);
    expect(jwtClaims((await local.signIn('mario.rossi')).IdToken)).not.toHaveProperty(AGENCY_CODE_CLAIM);
  });

  it('is given at the next start to an agent that has none (a folder seeded before)', async () => {
    const before = running as TestStack;
    await before.cognito.send(
      new AdminDeleteUserAttributesCommand({ ...agentIn(before), UserAttributeNames: [AGENCY_CODE_CLAIM] }),
    );
    expect(await agencyOf(before)).toBeUndefined();
    const local = await restart();
    expect(await agencyOf(local)).toBe(DEMO_AGENT_AGENCY);
    expect(jwtClaims((await local.signIn(AGENT)).IdToken)[AGENCY_CODE_CLAIM]).toBe(DEMO_AGENT_AGENCY);
  });

  it('stays as an administrator set it since: a start changes nothing', async () => {
    const before = running as TestStack;
    await before.cognito.send(
      new AdminUpdateUserAttributesCommand({
        ...agentIn(before),
        UserAttributes: [{ Name: AGENCY_CODE_CLAIM, Value: 'AG99999' }],
      }),
    );
    const local = await restart();
    expect(await agencyOf(local)).toBe('AG99999');
  });
});
