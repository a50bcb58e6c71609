import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SETTINGS_MAX_AGE_MS } from '../../functions/precheck/settings-cache';
import {
  type BlacklistHead,
  loadedBlacklist,
  publishBlacklist,
  uploadBlacklist,
  uploadedVersion,
} from '../../functions/stores/black-lists/blacklist-transitions';
import { blacklistKeys } from '../../functions/stores/black-lists/keys';
import { createLocalClients } from '../../infra/local/aws-clients';
import {
  DEMO_ADDRESS,
  DEMO_SUBJECTS,
  type DemoSubject,
  FORMER_BLACKLIST_MEMBERS,
} from '../../infra/local/demo/precheck-demo-subjects';
import { DEMO_BLACKLISTS_IN_FORCE } from '../../infra/local/demo/precheck-seeder';
import { nextRomeMidnight } from '../../shared/italian-time';
import { LOCAL_NAMES } from '../../shared/resources';
import { agentCheck } from '../support/agent-check';
import { startTestStack, type TestStack } from '../support/local-stack';
import { requestLogRowOf } from '../support/request-log-row';
import { settingsClock } from '../support/settings-clock';

/**
 * A check reads the black-list versions in force at its instant: a subject is
 * refused (EX305, EX306) only by the load of the version in force, the fraud correlation of a shared
 * address follows the same version, and the request-log row names it. A publication takes effect at
 * the next Italian midnight: here the night is made to pass by writing the head with the publication's
 * midnight in the past, which nobody has settled yet. The container's settings cache runs on a clock the
 * test moves, so its minute passes without a wait.
 */

// The handler the local runtime imports is this module graph's: its settings cache gets the test's clock.
vi.mock('../../functions/precheck/settings-cache', async (importOriginal) =>
  (await import('../support/settings-clock')).onSettingsClock(await importOriginal()),
);

let local: TestStack;
let clients: ReturnType<typeof createLocalClients>;
let members: typeof import('../../functions/stores/black-lists/members');

beforeAll(async () => {
  local = await startTestStack();
  clients = createLocalClients(local.stack.endpoints);
  // Its SDK clients read the emulators' endpoints from the environment the stack has just set.
  members = await import('../../functions/stores/black-lists/members');
}, 120_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

const subject = (code: string) => DEMO_SUBJECTS.find((candidate) => candidate.expected.code === code) as DemoSubject;
const prospect = subject('EX400');
const ceduto = subject('EX306');
const atFlaggedAddress = subject('EX408');
const highRiskAtFlaggedAddress = subject('EX407');
const radiatiCompany = subject('EX305');
const formerRadiati: DemoSubject = {
  label: 'Listed by the archived RADIATI version only',
  ...FORMER_BLACKLIST_MEMBERS.RADIATI,
  address: DEMO_ADDRESS,
  expected: { trafficLight: 'V', code: 'EX400' },
};

/** A check of the subject: its result code and the request-log row it left. */
async function check(checked: DemoSubject) {
  const answer = await agentCheck(local, checked);
  return {
    code: answer.fullCheckInfo?.trafficLightReason.code,
    row: () => requestLogRowOf(local, answer.idRequest as number),
  };
}

const HEAD = { TableName: LOCAL_NAMES.table('data'), Key: blacklistKeys('RADIATI').head };

async function radiatiHead(): Promise<BlacklistHead> {
  const { Item } = await clients.documentClient.send(new GetCommand(HEAD));
  const { pk: _pk, sk: _sk, ...head } = Item as Record<string, unknown>;
  return head as unknown as BlacklistHead;
}

const PUBLISHED_ID = '20260301-090000-0b000001';

/**
 * A RADIATI version listing the demo prospect alone (the RADIATI company removed), uploaded, loaded and
 * published by the rail's transitions, its members written as a load writes them; then its midnight
 * moved into the past, as if the night had passed with nobody reading the list.
 */
async function publishedOvernight() {
  const rows = [{ taxCode: prospect.taxCode as string, vatNumber: null }];
  await members.writeMembers('RADIATI', PUBLISHED_ID, rows);
  const at = new Date().toISOString();
  const upload = { filename: 'radiati_marzo', note: null };
  const uploaded = uploadBlacklist(
    await radiatiHead(),
    uploadedVersion('RADIATI', PUBLISHED_ID, upload, actor('mario.rossi', at)),
  );
  const changes = { comparedWith: DEMO_BLACKLISTS_IN_FORCE.RADIATI, added: 1, removed: 2, unchanged: 0 };
  const loaded = loadedBlacklist(uploaded.next, PUBLISHED_ID, { loadedRecords: 1, discardedRecords: 0, changes }, at);
  if (!loaded) throw new Error('The upload was not loaded');
  const published = publishBlacklist(loaded.next, loaded.result, actor('chiara.ferri', at));
  expect(published.result).toMatchObject({ status: 'PUBLISHED', validFrom: nextRomeMidnight(at) });
  const lastNight = new Date(Date.now() - 60_000).toISOString();
  const head = { ...published.next, scheduled: { ...published.result, validFrom: lastNight } };
  await clients.documentClient.send(new PutCommand({ TableName: HEAD.TableName, Item: { ...HEAD.Key, ...head } }));
}

const actor = (username: string, at: string) => ({ username, at, fourEyes: true });

describe('the black-list versions in force decide', () => {
  it('the seeded versions: RADIATI EX305, CEDUTI EX306, and the row names both', async () => {
    const radiati = await check(radiatiCompany);
    expect(radiati.code).toBe('EX305');
    expect((await radiati.row()).blacklistVersions).toEqual(DEMO_BLACKLISTS_IN_FORCE);
    expect((await check(ceduto)).code).toBe('EX306');
  });

  it('a subject only an archived version listed is not refused', async () => {
    expect((await check(formerRadiati)).code).toBe('EX400');
  });

  it('a prospect at an address shared with a subject the version in force lists correlates (EX408, EX407)', async () => {
    expect((await check(atFlaggedAddress)).code).toBe('EX408');
    expect((await check(highRiskAtFlaggedAddress)).code).toBe('EX407');
  });
});

describe('a publication whose midnight has passed, the head not yet settled', () => {
  it('is published overnight: the container still decides with the settings it read', async () => {
    await publishedOvernight();
    expect((await check(prospect)).code).toBe('EX400');
  });

  it('once the settings are read again, refuses the subject it lists, and the row names it', async () => {
    settingsClock.ms += SETTINGS_MAX_AGE_MS;
    const listed = await check(prospect);
    expect(listed.code).toBe('EX305');
    expect((await listed.row()).blacklistVersions).toEqual({
      RADIATI: PUBLISHED_ID,
      CEDUTI: DEMO_BLACKLISTS_IN_FORCE.CEDUTI,
    });
  });

  it('no longer refuses the subject it removed', async () => {
    expect((await check(radiatiCompany)).code).toBe('EX400');
  });

  it('no longer correlates the address shared with the subject it removed', async () => {
    expect((await check(atFlaggedAddress)).code).toBe('EX400');
    expect((await check(highRiskAtFlaggedAddress)).code).toBe('EX409');
  });

  it('the checks wrote nothing to the head: it still waits for whoever settles it', async () => {
    const head = await radiatiHead();
    expect([head.current?.id, head.scheduled?.id]).toEqual([DEMO_BLACKLISTS_IN_FORCE.RADIATI, PUBLISHED_ID]);
  });
});
