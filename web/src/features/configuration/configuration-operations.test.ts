import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfigurationStatus } from '../../../../shared/enums';
import {
  type Configuration,
  DeleteConfigurationRequestSchema,
  PublishConfigurationRequestSchema,
} from '../../../../shared/schemas/configuration';
import { OPERATION_NOTE_MAX_LENGTH } from '../../shared/wizard/operation-note';
import {
  type ConfigurationOperation,
  isEditable,
  olderFirst,
  performOperation,
  refusedToUser,
  versionActions,
} from './configuration-operations';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api', () => ({ api: { call } }));

const FILE: Configuration['configurationFile'] = {
  whiteListChecks: [],
  paymentTrendChecks: [],
  paymentScoreChecks: [],
  whitelistReasonParams: ['Altro'],
  whitelistValidityDaysParam: 30,
};

function version(status: ConfigurationStatus, overrides: Partial<Configuration> = {}): Configuration {
  return {
    id: `cfg-${status}`,
    parentId: null,
    validityStartDate: null,
    validityEndDate: null,
    publicationUser: null,
    note: null,
    status,
    version: 3,
    configurationFile: FILE,
    updatedBy: 'mario.rossi',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

describe('which versions the detail edits', () => {
  it.each([
    ['UPDATING', 1, true],
    ['UPDATING', undefined, true],
    ['CURRENT', 0, true],
    ['CURRENT', 1, false],
    ['CURRENT', undefined, false],
    ['ARCHIVED', 0, false],
  ] as const)('%s with %s UPDATING: %s', (status, updatingTotal, editable) => {
    expect(isEditable(version(status), updatingTotal)).toBe(editable);
  });
});

describe("the detail's footer actions", () => {
  it.each([
    ['UPDATING', ['delete', 'publish']],
    ['CURRENT', []],
    ['ARCHIVED', ['restore']],
  ] as const)('%s offers %j', (status, actions) => {
    expect(versionActions(version(status))).toEqual(actions);
  });
});

describe('the calls the operations make', () => {
  beforeEach(() => call.mockReset().mockResolvedValue(version('CURRENT')));
  const checked = { id: 'cfg-x', version: 3, note: 'Perché sì', configurationCheckId: 'PRECHECK_SAS' };

  it.each<[ConfigurationOperation['kind'], string, object]>([
    ['update', 'updateConfiguration', { ...checked, configurationFile: FILE }],
    ['publish', 'publishUpdatingConfiguration', checked],
    ['restore', 'publishArchivedConfiguration', checked],
    ['delete', 'deleteUpdatingConfiguration', { id: 'cfg-x', version: 3, note: 'Perché sì' }],
  ])('%s calls %s with the id and version seen and the note', async (kind, route, body) => {
    const seen = version('UPDATING', { id: 'cfg-x' });
    const operation = (
      kind === 'update' ? { kind, version: seen, file: FILE } : { kind, version: seen }
    ) as ConfigurationOperation;
    await performOperation(operation, 'Perché sì');
    expect(call).toHaveBeenCalledWith(route, { body });
  });
});

describe('the note limit of the wizard', () => {
  it("is the server's: the longest note passes, one more character is refused", () => {
    const body = { id: 'cfg-x', version: 1, configurationCheckId: 'PRECHECK_SAS' };
    const longest = 'x'.repeat(OPERATION_NOTE_MAX_LENGTH);
    expect(PublishConfigurationRequestSchema.safeParse({ ...body, note: longest }).success).toBe(true);
    expect(PublishConfigurationRequestSchema.safeParse({ ...body, note: `${longest}x` }).success).toBe(false);
    expect(DeleteConfigurationRequestSchema.safeParse({ id: 'cfg-x', version: 1, note: `${longest}x` }).success).toBe(
      false,
    );
  });
});

describe('two versions of the history compared', () => {
  const older = version('ARCHIVED', { id: 'a', validityStartDate: '2026-10-01T08:00:00.000Z' });
  const newer = version('ARCHIVED', { id: 'b', validityStartDate: '2026-11-01T08:00:00.000Z' });
  it.each([
    ['newest first, as the history lists them', [newer, older]],
    ['already in order', [older, newer]],
  ] as const)('read older first when given %s', (_case, pair) => {
    expect(olderFirst(pair).map((row) => row.id)).toEqual(['a', 'b']);
  });
});

describe("'Pubblica' for the signed-in user (four-eyes over every author)", () => {
  const edits = [
    { user: 'mario.rossi', at: '2026-11-20T10:00:00.000Z', note: 'Prima' },
    { user: 'chiara.ferri', at: '2026-11-21T10:00:00.000Z', note: 'Seconda' },
  ];
  const drafted = version('UPDATING', { edits, updatedBy: 'chiara.ferri' });
  it.each<[string, Configuration, string | undefined, boolean, boolean]>([
    ['the author of an earlier edit', drafted, 'mario.rossi', true, true],
    ['the author of the last edit', drafted, 'chiara.ferri', true, true],
    ['an administrator who made none', drafted, 'giulia.admin', true, false],
    ['an author, with the rule off on this stage', drafted, 'mario.rossi', false, false],
    ['the last editor of a version stored without its edits', version('UPDATING'), 'mario.rossi', true, true],
    ['nobody known yet', drafted, undefined, true, false],
  ])('%s: disabled %s', (_case, configuration, username, fourEyes, disabled) => {
    expect(refusedToUser('publish', configuration, username, fourEyes)).toBe(disabled);
  });

  it('never for a delete or a restore: one person may do them', () => {
    expect(refusedToUser('delete', drafted, 'mario.rossi', true)).toBe(false);
    expect(refusedToUser('restore', version('ARCHIVED'), 'mario.rossi', true)).toBe(false);
  });
});
