import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SETTINGS_MAX_AGE_MS } from '../../functions/precheck/settings-cache';
import { DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import type { Configuration } from '../../shared/schemas/configuration';
import { agentCheck } from '../support/agent-check';
import { type ConfigurationApi, configurationApi, withDelayThreshold } from '../support/configuration-api';
import { startTestStack, type TestStack } from '../support/local-stack';
import { requestLogRowOf } from '../support/request-log-row';
import { settingsClock } from '../support/settings-clock';

/**
 * A publication reaches the precheck (the configuration's acceptance criteria): a customer whose light depends on a
 * threshold gets another light once a configuration changing that threshold is in force, and the
 * request-log row names the version that decided. The precheck container trusts its settings for
 * SETTINGS_MAX_AGE_MS: here its cache runs on a clock the test moves, so a minute passes without a wait.
 */

// The handler the local runtime imports is this module graph's: its settings cache gets the test's clock.
vi.mock('../../functions/precheck/settings-cache', async (importOriginal) =>
  (await import('../support/settings-clock')).onSettingsClock(await importOriginal()),
);

let local: TestStack;
let api: ConfigurationApi;

beforeAll(async () => {
  local = await startTestStack();
  api = configurationApi(local);
}, 120_000);

afterAll(async () => {
  await local?.stop();
});

/**
 * Francesca Romano, a PF customer: 600 € overdue of 2,000 € invoiced (30 %), exposure 900 €. The PF/DEFAULT
 * payment-trend row of the demo (500 € overdue, 20 %, 5,000 €) finds her in arrears (R, EX303); at a delay
 * threshold of 40 % she is not, and her payment class 2 is good (V, EX406). docs/decision-rules.md.
 */
const customer = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX303') as DemoSubject;

/** Checks the customer: the light and code expected, and a request-log row naming the version that decided. */
async function expectDecision(trafficLight: string, outputCode: string, decidedBy: Configuration) {
  const answer = await agentCheck(local, customer);
  expect([answer.fullCheckInfo?.trafficLight, answer.fullCheckInfo?.trafficLightReason.code]).toEqual([
    trafficLight,
    outputCode,
  ]);
  expect(await requestLogRowOf(local, answer.idRequest as number)).toMatchObject({
    trafficLight,
    outputCode,
    configurationId: decidedBy.id,
    configurationVersion: decidedBy.version,
  });
}

describe('a publication changes the light of the next checks', () => {
  let before: Configuration;
  let published: Configuration;

  it('before: red (EX303), decided by the CURRENT configuration', async () => {
    before = await api.current();
    await expectDecision('R', 'EX303', before);
  });

  it('a configuration raising the PF delay threshold to 40 % is published', async () => {
    const file = withDelayThreshold(before.configurationFile, 40);
    published = await api.publishCycle(file);
    expect(published).toMatchObject({ status: 'CURRENT', configurationFile: file });
  });

  it('within the cache’s lifetime the container still decides with the settings it read', async () => {
    await expectDecision('R', 'EX303', before);
  });

  it('once the cache’s lifetime has passed: green (EX406), and the row names the published version', async () => {
    settingsClock.ms += SETTINGS_MAX_AGE_MS;
    await expectDecision('V', 'EX406', published);
  });
});
