import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FOUR_EYES_ENV } from '../../functions/commons/versioned/four-eyes';
import { CONFIGURATION_KEYS } from '../../functions/stores/configuration/keys';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { DEMO_USERS } from '../../infra/local/demo-users';
import { CONFIGURATION_LIFECYCLE } from '../../shared/configuration/configuration-lifecycle';
import { EXAMPLE_CONFIGURATION_FILE } from '../../shared/decision/example-configuration';
import { type RefusalCode, refusalText } from '../../shared/refusals';
import { LOCAL_NAMES } from '../../shared/resources';
import type { Configuration, ConfigurationFile } from '../../shared/schemas/configuration';
import { CONFIGURATION_MESSAGES, REQUIRED_MESSAGE } from '../../shared/validators/messages';
import {
  APPROVER,
  type Clusters,
  type ConfigurationApi,
  type ConfigurationRoute,
  changedFrom,
  configurationApi,
  deleteBody,
  EDITOR,
  updateBody,
  versionBody,
  withDelayThreshold,
} from '../support/configuration-api';
import { type ApiResponse, startTestStack, type TestStack } from '../support/local-stack';

/**
 * The configuration's five calls end to end on the emulators (spec sections 4, 5 and 7): the
 * lifecycle, four-eyes, every refusal with nothing changed, the history paged, concurrent calls, and a
 * publication whose archived version could not be filed. A fault the emulator cannot produce is injected
 * by wrapping the one document client the functions share, as exports.test.ts does with S3.
 */

let local: TestStack;
let clients: LocalClients;
let api: ConfigurationApi;
// The functions' own client: imported once the stack has set the environment (see exports.test.ts).
let functionsClient: typeof import('../../functions/commons/clients').documentClient;

beforeAll(async () => {
  local = await startTestStack();
  clients = createLocalClients(local.stack.endpoints);
  api = configurationApi(local);
  ({ documentClient: functionsClient } = await import('../../functions/commons/clients'));
}, 120_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

const { transitions, stale, notFound, secondPersonRequired } = CONFIGURATION_LIFECYCLE;

const errorsOf = (response: ApiResponse) => (response.json as { errors: Record<string, string>[] }).errors;
const refusedWith = (code: RefusalCode) => [{ code, description: refusalText(code) }];

/** Runs a call that must be refused, and proves that the three clusters are as they were. */
async function refusedWithoutChange(run: () => Promise<ApiResponse>): Promise<ApiResponse> {
  const before = await api.clusters();
  const response = await run();
  expect(response.status, response.text).toBeGreaterThanOrEqual(400);
  expect(await api.clusters()).toEqual(before);
  return response;
}

describe('the lifecycle through the API', () => {
  let start: Clusters;
  let inForce: Configuration;
  let prepared: Configuration;
  let edited: Configuration;
  let published: Configuration;

  it('starts from the seeded clusters: one CURRENT, none being prepared, one in the history', async () => {
    start = await api.clusters();
    expect(start.CURRENT).toMatchObject({
      configurations: [{ id: 'demo-configuration-1', status: 'CURRENT' }],
      total: 1,
    });
    expect(start.UPDATING).toEqual({ configurations: [], total: 0 });
    expect(start.ARCHIVED).toMatchObject({
      configurations: [{ id: 'demo-configuration-0', status: 'ARCHIVED' }],
      total: 1,
    });
    inForce = start.CURRENT.configurations[0] as Configuration;
  });

  it('an edit of CURRENT prepares a new UPDATING version whose parentId is the CURRENT id', async () => {
    const file = withDelayThreshold(inForce.configurationFile, 25);
    prepared = await api.succeeds(EDITOR, 'updateConfiguration', updateBody(inForce, file));
    expect(prepared).toMatchObject({
      status: 'UPDATING',
      parentId: inForce.id,
      version: 1,
      note: 'Modifica di prova',
      updatedBy: EDITOR,
      validityStartDate: null,
      validityEndDate: null,
      publicationUser: null,
      configurationFile: file,
    });
    expect(prepared.id).not.toBe(inForce.id);
    const now = await api.clusters();
    expect(now.UPDATING).toEqual({ configurations: [prepared], total: 1 });
    expect(now.CURRENT).toEqual(start.CURRENT);
    expect(now.ARCHIVED).toEqual(start.ARCHIVED);
  });

  it('an edit of UPDATING changes that version: same id, version 2, the new file', async () => {
    const file = withDelayThreshold(inForce.configurationFile, 35);
    edited = await api.succeeds(EDITOR, 'updateConfiguration', updateBody(prepared, file));
    expect(edited).toEqual({
      ...prepared,
      version: 2,
      configurationFile: file,
      updatedAt: edited.updatedAt,
      edits: [...(prepared.edits ?? []), { user: EDITOR, at: edited.updatedAt, note: 'Modifica di prova' }],
    });
    expect((await api.cluster('UPDATING')).configurations).toEqual([edited]);
  });

  it('its last editor cannot publish it: 403 CONFIGURATION_FOUR_EYES_REQUIRED with the Italian text, nothing changed', async () => {
    const response = await refusedWithoutChange(() =>
      api.call(EDITOR, 'publishUpdatingConfiguration', versionBody(edited)),
    );
    expect(response.status).toBe(403);
    expect(errorsOf(response)).toEqual(refusedWith(secondPersonRequired));
  });

  it('the second administrator publishes it: CURRENT; the previous one ARCHIVED, closed as the new one opens', async () => {
    published = await api.succeeds(APPROVER, 'publishUpdatingConfiguration', versionBody(edited, 'Pubblicazione'));
    expect(published).toMatchObject({
      id: edited.id,
      parentId: inForce.id,
      status: 'CURRENT',
      version: 3,
      note: 'Pubblicazione',
      publicationUser: APPROVER,
      validityEndDate: null,
      configurationFile: edited.configurationFile,
    });
    const now = await api.clusters();
    expect(now.CURRENT).toEqual({ configurations: [published], total: 1 });
    expect(now.UPDATING).toEqual({ configurations: [], total: 0 });
    expect(now.ARCHIVED.total).toBe(start.ARCHIVED.total + 1);
    expect(now.ARCHIVED.configurations).toEqual([
      { ...inForce, status: 'ARCHIVED', version: inForce.version + 1, validityEndDate: published.validityStartDate },
      ...start.ARCHIVED.configurations,
    ]);
  });

  it('one administrator alone restores an ARCHIVED version (its own last change): a new CURRENT, the archived one kept', async () => {
    const history = await api.cluster('ARCHIVED');
    const target = history.configurations.find((record) => record.id === 'demo-configuration-0') as Configuration;
    const restored = await api.succeeds(APPROVER, 'publishArchivedConfiguration', versionBody(target, 'Ripristino'));
    expect(restored).toMatchObject({
      parentId: target.id,
      status: 'CURRENT',
      version: 1,
      note: 'Ripristino',
      publicationUser: APPROVER,
      updatedBy: APPROVER,
      validityEndDate: null,
      configurationFile: target.configurationFile,
    });
    expect([target.id, published.id]).not.toContain(restored.id);
    const now = await api.clusters();
    expect(now.CURRENT.configurations).toEqual([restored]);
    expect(now.ARCHIVED.total).toBe(history.total + 1);
    expect(now.ARCHIVED.configurations[0]).toEqual({
      ...published,
      status: 'ARCHIVED',
      version: published.version + 1,
      validityEndDate: restored.validityStartDate,
    });
    expect(now.ARCHIVED.configurations).toContainEqual(target);
  });

  it('the version being prepared can be deleted: none left, CURRENT and the history as they were', async () => {
    const pending = await api.prepare();
    const before = await api.clusters();
    const deleted = await api.succeeds(APPROVER, 'deleteUpdatingConfiguration', deleteBody(pending));
    expect(deleted).toMatchObject({ id: pending.id, status: 'UPDATING', note: 'Eliminazione di prova' });
    expect(await api.clusters()).toEqual({ ...before, UPDATING: { configurations: [], total: 0 } });
  });
});

describe('four-eyes over every author of the version, not only the last', () => {
  it("a second administrator's edit that changes nothing is refused (409) and the author still cannot publish", async () => {
    const draft = await api.prepare();
    const noop = await refusedWithoutChange(() =>
      api.call(APPROVER, 'updateConfiguration', updateBody(draft, draft.configurationFile)),
    );
    expect(noop.status).toBe(409);
    expect(errorsOf(noop)).toEqual(refusedWith('NOTHING_CHANGED'));
    const publish = await refusedWithoutChange(() =>
      api.call(EDITOR, 'publishUpdatingConfiguration', versionBody(draft)),
    );
    expect(publish.status).toBe(403);
    expect(errorsOf(publish)).toEqual(refusedWith(secondPersonRequired));
  });

  it('once a second administrator has changed it too, neither may publish: both are its authors', async () => {
    const draft = await api.prepare();
    const edited = await api.succeeds(
      APPROVER,
      'updateConfiguration',
      updateBody(draft, changedFrom(draft.configurationFile)),
    );
    expect(edited.edits?.map((edit) => [edit.user, edit.note])).toEqual([
      [EDITOR, 'Modifica di prova'],
      [APPROVER, 'Modifica di prova'],
    ]);
    for (const author of [EDITOR, APPROVER]) {
      const response = await refusedWithoutChange(() =>
        api.call(author, 'publishUpdatingConfiguration', versionBody(edited)),
      );
      expect(response.status, author).toBe(403);
    }
    await api.succeeds(APPROVER, 'deleteUpdatingConfiguration', deleteBody(edited));
  });

  it('the clusters tell the console the stage keeps the rule', async () => {
    const response = await api.call(EDITOR, 'getConfigurationCluster', {
      pageNumber: 0,
      pageSize: 10,
      configurationClusterId: 'UPDATING',
      configurationCheckId: 'PRECHECK_SAS',
    });
    expect(response.json).toMatchObject({ fourEyes: true });
  });
});

describe('a transition the status or the version does not allow: 409 with its reason, nothing changed', () => {
  /** The three places, with a version being prepared that was edited twice (so version 1 is stale). */
  let state: { current: Configuration; updating: Configuration; archived: Configuration };

  beforeAll(async () => {
    const first = await api.prepare();
    const updating = await api.succeeds(
      EDITOR,
      'updateConfiguration',
      updateBody(first, changedFrom(first.configurationFile)),
    );
    const current = await api.current();
    const archived = (await api.cluster('ARCHIVED')).configurations[0] as Configuration;
    state = { current, updating, archived };
  });

  type Case = [string, string, ConfigurationRoute, (s: typeof state) => unknown, RefusalCode];
  const refused = (record: keyof typeof state, body: typeof versionBody | typeof deleteBody) => (s: typeof state) =>
    body(s[record]);

  it.each<Case>([
    [
      'an edit naming a stale version',
      EDITOR,
      'updateConfiguration',
      (s) => updateBody({ ...s.updating, version: 1 }, s.updating.configurationFile),
      stale,
    ],
    [
      'a publication naming a stale version',
      APPROVER,
      'publishUpdatingConfiguration',
      (s) => versionBody({ ...s.updating, version: 1 }),
      stale,
    ],
    [
      'a deletion naming a stale version',
      EDITOR,
      'deleteUpdatingConfiguration',
      (s) => deleteBody({ ...s.updating, version: 1 }),
      stale,
    ],
    [
      'a restore naming a stale version',
      EDITOR,
      'publishArchivedConfiguration',
      (s) => versionBody({ ...s.archived, version: s.archived.version + 1 }),
      stale,
    ],
    [
      'publishing the CURRENT',
      APPROVER,
      'publishUpdatingConfiguration',
      refused('current', versionBody),
      transitions.publish.refusal,
    ],
    [
      'publishing an ARCHIVED through publishUpdatingConfiguration',
      APPROVER,
      'publishUpdatingConfiguration',
      refused('archived', versionBody),
      transitions.publish.refusal,
    ],
    [
      'deleting an ARCHIVED',
      EDITOR,
      'deleteUpdatingConfiguration',
      refused('archived', deleteBody),
      transitions.delete.refusal,
    ],
    [
      'deleting the CURRENT',
      EDITOR,
      'deleteUpdatingConfiguration',
      refused('current', deleteBody),
      transitions.delete.refusal,
    ],
    [
      'editing CURRENT while an UPDATING exists',
      EDITOR,
      'updateConfiguration',
      (s) => updateBody(s.current, s.current.configurationFile),
      'CONFIGURATION_ALREADY_PREPARED',
    ],
    [
      'editing an ARCHIVED',
      EDITOR,
      'updateConfiguration',
      (s) => updateBody(s.archived, s.archived.configurationFile),
      transitions.update.refusal,
    ],
    [
      'restoring the CURRENT',
      EDITOR,
      'publishArchivedConfiguration',
      refused('current', versionBody),
      transitions.restore.refusal,
    ],
    [
      'restoring the UPDATING',
      EDITOR,
      'publishArchivedConfiguration',
      refused('updating', versionBody),
      transitions.restore.refusal,
    ],
  ])('%s', async (_case, user, route, body, code) => {
    const response = await refusedWithoutChange(() => api.call(user, route, body(state)));
    expect(response.status).toBe(409);
    expect(errorsOf(response)).toEqual(refusedWith(code));
  });

  it.each<[ConfigurationRoute, unknown]>([
    ['updateConfiguration', updateBody({ id: 'mai-esistita', version: 1 }, EXAMPLE_CONFIGURATION_FILE)],
    ['publishUpdatingConfiguration', versionBody({ id: 'mai-esistita', version: 1 })],
    ['publishArchivedConfiguration', versionBody({ id: 'mai-esistita', version: 1 })],
    ['deleteUpdatingConfiguration', deleteBody({ id: 'mai-esistita', version: 1 })],
  ])('%s of an unknown id: 404, nothing changed', async (route, body) => {
    const response = await refusedWithoutChange(() => api.call(APPROVER, route, body));
    expect(response.status).toBe(404);
    expect(errorsOf(response)).toEqual(refusedWith(notFound));
  });
});

describe('bad input: 400 at the field, nothing changed', () => {
  let updating: Configuration;
  beforeAll(async () => {
    updating = (await api.only('UPDATING')) ?? (await api.prepare());
  });

  const longNote = 'x'.repeat(401);
  const noteCases: [string, ConfigurationRoute, (record: Configuration) => Record<string, unknown>, string][] = [
    [
      'an edit without a note',
      'updateConfiguration',
      (r) => ({ ...updateBody(r, r.configurationFile), note: undefined }),
      'note',
    ],
    [
      'an edit with an empty note',
      'updateConfiguration',
      (r) => ({ ...updateBody(r, r.configurationFile), note: '' }),
      'note',
    ],
    [
      'an edit with a note of blanks only',
      'updateConfiguration',
      (r) => ({ ...updateBody(r, r.configurationFile), note: '  \n ' }),
      'note',
    ],
    ['a publication with a note of blanks only', 'publishUpdatingConfiguration', (r) => versionBody(r, '   '), 'note'],
    [
      'an edit with a note over 400 characters',
      'updateConfiguration',
      (r) => ({ ...updateBody(r, r.configurationFile), note: longNote }),
      'note',
    ],
    [
      'a publication without a note',
      'publishUpdatingConfiguration',
      (r) => ({ ...versionBody(r), note: undefined }),
      'note',
    ],
    [
      'a publication with a note over 400 characters',
      'publishUpdatingConfiguration',
      (r) => versionBody(r, longNote),
      'note',
    ],
    [
      'a restore without a note',
      'publishArchivedConfiguration',
      (r) => ({ ...versionBody(r), note: undefined }),
      'note',
    ],
    [
      'a deletion without a note',
      'deleteUpdatingConfiguration',
      (r) => ({ ...deleteBody(r), note: undefined }),
      'note',
    ],
    [
      'a deletion with a note over 400 characters',
      'deleteUpdatingConfiguration',
      (r) => ({ ...deleteBody(r), note: longNote }),
      'note',
    ],
    [
      'an edit of another check',
      'updateConfiguration',
      (r) => ({ ...updateBody(r, r.configurationFile), configurationCheckId: 'OTHER_CHECK' }),
      'configurationCheckId',
    ],
    [
      'a publication of another check',
      'publishUpdatingConfiguration',
      (r) => ({ ...versionBody(r), configurationCheckId: 'OTHER_CHECK' }),
      'configurationCheckId',
    ],
    [
      'a restore of another check',
      'publishArchivedConfiguration',
      (r) => ({ ...versionBody(r), configurationCheckId: 'OTHER_CHECK' }),
      'configurationCheckId',
    ],
  ];

  it.each(noteCases)('%s', async (_case, route, body, field) => {
    // A version each route would act on, so only the field is wrong.
    const record =
      route === 'publishArchivedConfiguration' ? (await api.cluster('ARCHIVED')).configurations[0] : updating;
    const response = await refusedWithoutChange(() => api.call(APPROVER, route, body(record as Configuration)));
    expect(response.status).toBe(400);
    expect(errorsOf(response)).toContainEqual(expect.objectContaining({ code: 'VALIDATION_ERROR', field }));
  });

  it('a note of exactly 400 characters is taken', async () => {
    const body = { ...updateBody(updating, changedFrom(updating.configurationFile)), note: 'x'.repeat(400) };
    updating = await api.succeeds(EDITOR, 'updateConfiguration', body);
    expect(updating.note).toHaveLength(400);
  });

  const file = EXAMPLE_CONFIGURATION_FILE;
  /** The file with its first row (PF/DEFAULT) of a table changed. */
  const firstRow = <T>(rows: readonly T[], changes: object): T[] =>
    rows.map((row, index) => (index === 0 ? { ...row, ...changes } : row));
  const trend = (changes: object) => ({ paymentTrendChecks: firstRow(file.paymentTrendChecks, changes) });
  const score = (changes: object) => ({ paymentScoreChecks: firstRow(file.paymentScoreChecks, changes) });
  const at = (path: string) => `configurationFile.${path}`;
  const messages = CONFIGURATION_MESSAGES;

  it.each<[string, Partial<ConfigurationFile>, string, string]>([
    [
      'a table without its PF/DEFAULT row',
      { paymentTrendChecks: file.paymentTrendChecks.filter((row) => row.subjectType !== 'PF') },
      at('paymentTrendChecks'),
      messages.missingDefaults,
    ],
    [
      'a table without its PG/DEFAULT row',
      { whiteListChecks: file.whiteListChecks.filter((row) => row.subjectType !== 'PG') },
      at('whiteListChecks'),
      messages.missingDefaults,
    ],
    [
      'a subject type and micro segment twice in a table',
      { paymentScoreChecks: file.paymentScoreChecks.concat(file.paymentScoreChecks.slice(0, 1)) },
      at('paymentScoreChecks'),
      messages.duplicates,
    ],
    [
      'a reason twice (case and spaces aside)',
      { whitelistReasonParams: ['Altro', 'altro '] },
      at('whitelistReasonParams'),
      messages.duplicates,
    ],
    ['no reason', { whitelistReasonParams: [] }, at('whitelistReasonParams'), messages.noReason],
    ['an empty reason', { whitelistReasonParams: ['Altro', '  '] }, at('whitelistReasonParams.1'), REQUIRED_MESSAGE],
    [
      'a delay threshold of 0 %',
      trend({ delayThreshold: 0 }),
      at('paymentTrendChecks.0.delayThreshold'),
      messages.percentRange,
    ],
    [
      'a delay threshold of 101 %',
      trend({ delayThreshold: 101 }),
      at('paymentTrendChecks.0.delayThreshold'),
      messages.percentRange,
    ],
    [
      'a grace threshold of 101 %',
      score({ graceThreshold: 101 }),
      at('paymentScoreChecks.0.graceThreshold'),
      messages.percentRange,
    ],
    [
      'an amount threshold of 0 €',
      trend({ amountThreshold: 0 }),
      at('paymentTrendChecks.0.amountThreshold'),
      messages.positiveAmount,
    ],
    [
      'a negative expired amount threshold',
      trend({ amountExpiredThreshold: -5 }),
      at('paymentTrendChecks.0.amountExpiredThreshold'),
      messages.positiveAmount,
    ],
    [
      'a payment score of 7',
      score({ paymentScoreThreshold: 7 }),
      at('paymentScoreChecks.0.paymentScoreThreshold'),
      messages.paymentScoreRange,
    ],
    [
      '0 validity days',
      { whitelistValidityDaysParam: 0 },
      at('whitelistValidityDaysParam'),
      messages.validityDaysRange,
    ],
    [
      '366 validity days',
      { whitelistValidityDaysParam: 366 },
      at('whitelistValidityDaysParam'),
      messages.validityDaysRange,
    ],
    // A fraction of a day is 'not a number' for a count of days (shared/validators/configuration-rules.ts).
    ['1.5 validity days', { whitelistValidityDaysParam: 1.5 }, at('whitelistValidityDaysParam'), messages.notANumber],
  ])('an invalid file, %s: the rule’s message at its field', async (_case, changes, field, description) => {
    const body = updateBody(updating, { ...file, ...changes });
    const response = await refusedWithoutChange(() => api.call(EDITOR, 'updateConfiguration', body));
    expect(response.status).toBe(400);
    expect(errorsOf(response)).toContainEqual({ code: 'VALIDATION_ERROR', field, description });
  });
  it.each([
    ['beyond the largest number DynamoDB stores', Number.MAX_VALUE],
    ['beyond the safe integers', 2 ** 53 + 2],
    ['below the smallest magnitude DynamoDB stores', Number.MIN_VALUE],
  ])('an amount threshold %s: 400 at its field, not a 5xx', async (_case, amountThreshold) => {
    const body = updateBody(updating, { ...file, ...trend({ amountThreshold }) });
    const response = await refusedWithoutChange(() => api.call(EDITOR, 'updateConfiguration', body));
    expect(response.status, response.text).toBe(400);
    expect(errorsOf(response)).toContainEqual(
      expect.objectContaining({ code: 'VALIDATION_ERROR', field: at('paymentTrendChecks.0.amountThreshold') }),
    );
  });
});

describe('every other role: 403 on each of the five calls, nothing changed', () => {
  const others = DEMO_USERS.filter((user) => user.role !== 'ADMIN').map((user) => user.username);

  it.each<ConfigurationRoute>([
    'getConfigurationCluster',
    'updateConfiguration',
    'publishUpdatingConfiguration',
    'publishArchivedConfiguration',
    'deleteUpdatingConfiguration',
  ])('%s', async (route) => {
    const updating = (await api.only('UPDATING')) ?? (await api.prepare());
    const archived = (await api.cluster('ARCHIVED')).configurations[0] as Configuration;
    const bodies: Record<ConfigurationRoute, unknown> = {
      getConfigurationCluster: {
        pageNumber: 0,
        pageSize: 10,
        configurationClusterId: 'CURRENT',
        configurationCheckId: 'PRECHECK_SAS',
      },
      updateConfiguration: updateBody(updating, updating.configurationFile),
      publishUpdatingConfiguration: versionBody(updating),
      publishArchivedConfiguration: versionBody(archived),
      deleteUpdatingConfiguration: deleteBody(updating),
    };
    await refusedWithoutChange(async () => {
      const answers = await Promise.all(others.map((user) => api.call(user, route, bodies[route])));
      expect(answers.map((answer) => [answer.status, errorsOf(answer)[0]?.code])).toEqual(
        others.map(() => [403, 'FORBIDDEN']),
      );
      return answers[0] as ApiResponse;
    });
  });
});

describe('the history, paged newest first', () => {
  it('pages of 2 are disjoint, newest first, and together exactly the total', async () => {
    while ((await api.cluster('ARCHIVED')).total < 5) await api.publishCycle();
    const whole = await api.cluster('ARCHIVED', 0, 100);
    const pages: Configuration[][] = [];
    for (let page = 0; page * 2 < whole.total; page++) {
      const { configurations, total } = await api.cluster('ARCHIVED', page, 2);
      expect(total).toBe(whole.total);
      pages.push(configurations);
    }
    expect(pages.length).toBeGreaterThan(1);
    const listed = pages.flat();
    expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
    expect(new Set(listed.map((record) => record.id)).size).toBe(whole.total);
    expect(listed).toEqual(whole.configurations);
    const closed = listed.map((record) => record.validityEndDate as string);
    expect(closed).toEqual([...closed].sort().reverse());
    expect(await api.cluster('ARCHIVED', pages.length, 2)).toEqual({ configurations: [], total: whole.total });
  });
});

describe('concurrent calls on the same version', () => {
  const statusesOf = (responses: ApiResponse[]) => responses.map((response) => response.status).sort();

  it('two publications of the same UPDATING: exactly one 200, the other 409, one CURRENT', async () => {
    const prepared = await api.prepare();
    const before = await api.clusters();
    const responses = await Promise.all(
      [1, 2].map(() => api.call(APPROVER, 'publishUpdatingConfiguration', versionBody(prepared))),
    );
    expect(statusesOf(responses)).toEqual([200, 409]);
    expect(errorsOf(responses.find((response) => response.status === 409) as ApiResponse)).toEqual([
      ...refusedWith(stale),
    ]);
    const after = await api.clusters();
    expect(after.CURRENT.configurations).toMatchObject([{ id: prepared.id, status: 'CURRENT' }]);
    expect(after.UPDATING.total).toBe(0);
    expect(after.ARCHIVED.total).toBe(before.ARCHIVED.total + 1);
  });

  it('two edits of the same UPDATING version: one 200, one 409, the version one change further', async () => {
    const prepared = await api.prepare();
    const responses = await Promise.all(
      [40, 45].map((threshold) =>
        api.call(
          EDITOR,
          'updateConfiguration',
          updateBody(prepared, withDelayThreshold(prepared.configurationFile, threshold)),
        ),
      ),
    );
    expect(statusesOf(responses)).toEqual([200, 409]);
    const winner = (responses.find((response) => response.status === 200) as ApiResponse).json;
    expect((await api.cluster('UPDATING')).configurations).toEqual([winner]);
    expect(winner).toMatchObject({ id: prepared.id, version: prepared.version + 1 });
  });

  it('two edits of CURRENT: one 200, one 409, one UPDATING', async () => {
    const pending = await api.only('UPDATING');
    if (pending) await api.succeeds(EDITOR, 'deleteUpdatingConfiguration', deleteBody(pending));
    const inForce = await api.current();
    const responses = await Promise.all(
      [APPROVER, EDITOR].map((user) =>
        api.call(user, 'updateConfiguration', updateBody(inForce, changedFrom(inForce.configurationFile))),
      ),
    );
    expect(statusesOf(responses)).toEqual([200, 409]);
    const winner = (responses.find((response) => response.status === 200) as ApiResponse).json;
    expect(await api.cluster('UPDATING')).toEqual({ configurations: [winner], total: 1 });
    expect(await api.current()).toEqual(inForce);
  });
});

describe('the four-eyes setting off', () => {
  const saved = process.env[FOUR_EYES_ENV];
  afterEach(() => {
    if (saved === undefined) delete process.env[FOUR_EYES_ENV];
    else process.env[FOUR_EYES_ENV] = saved;
  });

  it('lets the last editor publish their own version', async () => {
    process.env[FOUR_EYES_ENV] = 'off';
    const prepared = await api.prepare();
    const published = await api.succeeds(EDITOR, 'publishUpdatingConfiguration', versionBody(prepared));
    expect(published).toMatchObject({ id: prepared.id, status: 'CURRENT', publicationUser: EDITOR });
  });

  it('refuses it again once the setting is back on', async () => {
    process.env[FOUR_EYES_ENV] = 'on';
    const prepared = await api.prepare();
    const response = await api.call(EDITOR, 'publishUpdatingConfiguration', versionBody(prepared));
    expect(response.status).toBe(403);
  });
});

describe('a publication whose archived version could not be filed', () => {
  const table = LOCAL_NAMES.table('data');
  let originalSend: typeof functionsClient.send;
  beforeAll(() => {
    originalSend = functionsClient.send.bind(functionsClient);
  });
  afterEach(() => {
    functionsClient.send = originalSend;
  });

  /** Makes the functions' write of this version's archived item fail, as a crash after the head commit would. */
  function failFilingOf(id: string) {
    const archivedKey = CONFIGURATION_KEYS.archived(id);
    functionsClient.send = ((command: unknown, ...rest: unknown[]) => {
      const item = command instanceof PutCommand ? command.input.Item : undefined;
      if (item?.pk === archivedKey.pk && item.sk === archivedKey.sk)
        return Promise.reject(new Error('injected: the archived version could not be written'));
      return (originalSend as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof functionsClient.send;
  }

  const filed = async (id: string) =>
    (await clients.documentClient.send(new GetCommand({ TableName: table, Key: CONFIGURATION_KEYS.archived(id) })))
      .Item;

  it('is still listed in ARCHIVED (from the head), and the next publication files it', async () => {
    const inForce = await api.current();
    const before = await api.cluster('ARCHIVED');
    failFilingOf(inForce.id);
    const published = await api.publishCycle(withDelayThreshold(inForce.configurationFile, 22));
    expect(await filed(inForce.id)).toBeUndefined();

    const history = await api.cluster('ARCHIVED', 0, 2);
    expect(history.total).toBe(before.total + 1);
    expect(history.configurations[0]).toMatchObject({ id: inForce.id, status: 'ARCHIVED' });
    expect(history.configurations[1]).toEqual(before.configurations[0]);

    functionsClient.send = originalSend;
    await api.publishCycle();
    expect((await filed(inForce.id))?.record).toMatchObject({
      id: inForce.id,
      status: 'ARCHIVED',
      validityEndDate: published.validityStartDate,
    });
    const after = await api.cluster('ARCHIVED', 0, 3);
    expect(after.configurations.map((record) => record.id)).toEqual([
      published.id,
      inForce.id,
      before.configurations[0]?.id,
    ]);
  });
});
