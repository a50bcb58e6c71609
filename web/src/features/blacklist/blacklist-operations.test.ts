import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlacklistStatus } from '../../../../shared/enums';
import { blacklistVersion } from '../../shared/testing/blacklist-versions';
import { hasMembersFile, needsNote, performOperation, refusedToUser, versionActions } from './blacklist-operations';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api', () => ({ api: { call } }));

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue(blacklistVersion('READY'));
});

describe("a version's detail offers", () => {
  it.each<[BlacklistStatus, string[], boolean]>([
    ['LOADING', [], false],
    ['READY', ['delete', 'publish'], true],
    ['DISCARDING', ['delete'], false],
    ['PUBLISHED', [], true],
    ['ACTIVE', [], true],
    ['ARCHIVED', ['restore'], true],
  ])('for %s the operations %j, and download: %s', (status, actions, download) => {
    const version = blacklistVersion(status);
    expect(versionActions(version)).toEqual(actions);
    expect(hasMembersFile(version)).toBe(download);
  });

  it('asks a note only to restore', () => {
    expect([needsNote('publish'), needsNote('delete'), needsNote('restore')]).toEqual([false, false, true]);
  });
});

describe('the calls of the operations', () => {
  it.each([
    ['publish', 'publishBlacklist', { params: { id: 'bl-ready' } }],
    ['delete', 'deleteBlacklist', { params: { id: 'bl-ready' } }],
    ['restore', 'recoverBlacklist', { body: { id: 'bl-ready', note: 'Torniamo alla lista di marzo' } }],
  ] as const)('%s calls %s', async (kind, route, input) => {
    await performOperation({ kind, version: blacklistVersion('READY') }, 'Torniamo alla lista di marzo');
    expect(call).toHaveBeenCalledWith(route, input);
  });
});

describe("'Pubblica' for the signed-in user (four-eyes)", () => {
  const ready = blacklistVersion('READY', {
    edits: [{ user: 'mario.rossi', at: '2026-03-05T09:30:00.000Z', note: null }],
  });
  it.each<[string, string | undefined, boolean, boolean]>([
    ['its uploader', 'mario.rossi', true, true],
    ['another administrator', 'chiara.ferri', true, false],
    ['its uploader, with the rule off on this stage', 'mario.rossi', false, false],
    ['nobody known yet', undefined, true, false],
  ])('%s: disabled %s', (_case, username, fourEyes, disabled) => {
    expect(refusedToUser('publish', ready, username, fourEyes)).toBe(disabled);
  });
});
