import { describe, expect, it } from 'vitest';
import {
  BLACKLIST_LIFECYCLE,
  BLACKLIST_UPDATING_EXISTS,
  type BlacklistAction,
} from '../../../shared/blacklist/blacklist-lifecycle';
import { BLACKLIST_LOAD_DEADLINE_MS } from '../../../shared/blacklist/shown-version';
import type { BlacklistStatus } from '../../../shared/enums';
import { refusalText } from '../../../shared/refusals';
import type { BlacklistChanges, BlacklistVersion } from '../../../shared/schemas/blacklist';
import { type HttpErrorOutcome, outcomeOf, refusalOutcome } from '../../commons/http/http-error-outcome';
import type { Actor } from '../../commons/versioned/actor';
import { headOf } from '../../commons/versioned/head';
import {
  type BlacklistHead,
  blacklistInForce,
  deleteBlacklist,
  loadedBlacklist,
  publishBlacklist,
  restoreBlacklist,
  settleBlacklist,
  uploadBlacklist,
  uploadedVersion,
} from './blacklist-transitions';

/** 16:32 in Rome (winter, UTC+1): the next Italian midnight is 23:00 UTC the same day. */
const NOW = '2026-11-24T15:32:10.000Z';
const TONIGHT = '2026-11-24T23:00:00.000Z';
const T0 = '2026-11-20T08:00:00.000Z';

const actor = (username: string, at = NOW, fourEyes = true): Actor => ({ username, at, fourEyes });
const mario = actor('mario.rossi');
const chiara = actor('chiara.ferri');

/** A version uploaded by mario at T0, then put in `status` with `changes`. */
const version = (id: string, status: BlacklistStatus, changes: Partial<BlacklistVersion> = {}): BlacklistVersion => ({
  ...uploadedVersion('RADIATI', id, { filename: 'radiati', note: null }, actor('mario.rossi', T0)),
  status,
  ...changes,
});

const CHANGES: BlacklistChanges = { comparedWith: 'a1', added: 3, removed: 1, unchanged: 7 };
const older = version('20250101-100000-00000000', 'ARCHIVED', {
  version: 4,
  validFrom: '2024-12-31T23:00:00.000Z',
  validTo: '2025-06-30T22:00:00.000Z',
  publicationUser: 'chiara.ferri',
});
const active = version('20250601-100000-11111111', 'ACTIVE', {
  version: 3,
  loadedRecords: 10,
  validFrom: '2025-06-30T22:00:00.000Z',
  publicationUser: 'chiara.ferri',
});
const ready = version('20261120-080000-22222222', 'READY', { version: 2, loadedRecords: 11, changes: CHANGES });
/** Published this morning by chiara, waiting for tonight. */
const waiting = version('20261119-080000-33333333', 'PUBLISHED', {
  version: 3,
  validFrom: TONIGHT,
  publicationUser: 'chiara.ferri',
  updatedBy: 'chiara.ferri',
});

/** One list in force after one archived, nothing prepared nor waiting. */
const quiet: BlacklistHead = { ...headOf(active, [older]), revision: 4 };
const preparing = (record: BlacklistVersion): BlacklistHead => ({ ...quiet, updating: record });
const withWaiting = (head: BlacklistHead): BlacklistHead => ({ ...head, scheduled: waiting });

const refusals = BLACKLIST_LIFECYCLE.transitions;
const fourEyesRefusal: HttpErrorOutcome = {
  status: 403,
  code: 'BLACKLIST_FOUR_EYES_REQUIRED',
  text: refusalText(BLACKLIST_LIFECYCLE.secondPersonRequired),
};

describe('uploadedVersion', () => {
  it('is LOADING, uploaded by the actor, its own members, a download name of its kind and id', () => {
    const id = '20261124-153210-abcdef01';
    expect(uploadedVersion('CEDUTI', id, { filename: 'ceduti-novembre', note: 'Lista di novembre' }, mario)).toEqual({
      id,
      kind: 'CEDUTI',
      filename: 'ceduti-novembre',
      statusUpdateDate: NOW,
      loadedRecords: 0,
      discardedRecords: 0,
      status: 'LOADING',
      note: 'Lista di novembre',
      userId: 'mario.rossi',
      version: 1,
      updatedBy: 'mario.rossi',
      updatedAt: NOW,
      edits: [{ user: 'mario.rossi', at: NOW, note: 'Lista di novembre' }],
      publicationUser: null,
      validFrom: null,
      validTo: null,
      parentId: null,
      membersId: id,
      changes: null,
      failure: null,
      downloadName: `BlackList_CEDUTI_${id}`,
    });
  });
});

describe('uploadBlacklist', () => {
  const uploaded = version('20261124-153210-44444444', 'LOADING');

  it.each<[string, BlacklistHead]>([
    ['nothing prepared', quiet],
    ['a publication waiting for midnight (it is not being prepared)', withWaiting(quiet)],
    [
      'a list never uploaded before',
      { revision: 0, current: null, updating: null, lastArchived: null, archivedCount: 0 },
    ],
  ])('with %s: the new version is the one being prepared, the rest as it was', (_case, head) => {
    const { next, result, before } = uploadBlacklist(head, uploaded);
    expect(next).toStrictEqual({ ...head, revision: head.revision + 1, updating: uploaded });
    expect(result).toBe(uploaded);
    expect(before).toBe(uploaded);
  });

  it.each<BlacklistStatus>(['LOADING', 'READY', 'DISCARDING'])(
    'refused while another version is %s: 409 saying to publish or delete it',
    (status) => {
      const head = preparing(version('20261123-100000-55555555', status));
      expect(outcomeOf(() => uploadBlacklist(head, uploaded))).toEqual(refusalOutcome('BLACKLIST_ALREADY_PREPARED'));
    },
  );

  it('the refusal is the Italian text the user reads', () => {
    expect(BLACKLIST_UPDATING_EXISTS).toBe(
      "Esiste già una lista in aggiornamento: pubblicarla oppure eliminarla prima di caricarne un'altra.",
    );
  });
});

describe('loadedBlacklist', () => {
  const loading = version('20261124-153210-66666666', 'LOADING');
  const AT = '2026-11-24T15:40:00.000Z';
  const loaded = { loadedRecords: 11, discardedRecords: 2, changes: CHANGES };

  it.each<[string, Parameters<typeof loadedBlacklist>[2], BlacklistVersion]>([
    [
      'a load: READY with its counts and changes',
      loaded,
      { ...loading, status: 'READY', loadedRecords: 11, discardedRecords: 2, changes: CHANGES },
    ],
    [
      'a file without a valid row: DISCARDING, NO_VALID_RECORDS',
      { failure: 'NO_VALID_RECORDS', discardedRecords: 5 },
      { ...loading, status: 'DISCARDING', failure: 'NO_VALID_RECORDS', discardedRecords: 5 },
    ],
    [
      'a load that failed on its last delivery: DISCARDING, LOAD_FAILED',
      { failure: 'LOAD_FAILED', discardedRecords: 0 },
      { ...loading, status: 'DISCARDING', failure: 'LOAD_FAILED' },
    ],
  ])('%s, one change further, dated when loaded', (_case, outcome, expected) => {
    const head = preparing(loading);
    const done = loadedBlacklist(head, loading.id, outcome, AT);
    const result = { ...expected, version: 2, statusUpdateDate: AT };
    expect(done).toStrictEqual({ next: { ...head, revision: 5, updating: result }, result });
  });

  it('keeps who uploaded it as its last editor: the four-eyes rule still refuses the uploader', () => {
    const done = loadedBlacklist(preparing(loading), loading.id, loaded, AT);
    expect(done?.result).toMatchObject({ userId: 'mario.rossi', updatedBy: 'mario.rossi', updatedAt: T0 });
  });

  it.each<[string, BlacklistHead]>([
    ['a redelivery after the load was recorded (READY)', preparing({ ...loading, status: 'READY', version: 2 })],
    ['a redelivery after the failure was recorded (DISCARDING)', preparing({ ...loading, status: 'DISCARDING' })],
    ['the version deleted meanwhile (nothing prepared)', quiet],
    ['the version deleted and another uploaded', preparing(version('20261124-160000-77777777', 'LOADING'))],
    [
      'the version published meanwhile (no longer prepared)',
      { ...quiet, scheduled: { ...loading, status: 'PUBLISHED' } },
    ],
  ])('nothing to do on %s', (_case, head) => {
    expect(loadedBlacklist(head, loading.id, loaded, AT)).toBeNull();
  });
});

/** Each action as a call on a head holding `record` where its status puts it. */
const ACTIONS: Record<BlacklistAction, (head: BlacklistHead, record: BlacklistVersion, who: Actor) => unknown> = {
  publish: (head, record, who) => publishBlacklist(head, record, who),
  restore: (head, record, who) => restoreBlacklist(head, record, 'Ripristino', who, '20261124-153210-99999999'),
  delete: (head, record, who) => deleteBlacklist(head, record, who),
};

/** A record of each status, on the head that holds it (ARCHIVED ones live in the history). */
const discarded = version('d', 'DISCARDING', { failure: 'LOAD_FAILED' });
/** A LOADING version as fresh as the instant of the action: still loading. */
const loadingNow = version('l', 'LOADING', { statusUpdateDate: NOW });
const placed: Record<BlacklistStatus, [BlacklistHead, BlacklistVersion]> = {
  LOADING: [preparing(loadingNow), loadingNow],
  READY: [preparing(ready), ready],
  DISCARDING: [preparing(discarded), discarded],
  PUBLISHED: [withWaiting(quiet), waiting],
  ACTIVE: [quiet, active],
  ARCHIVED: [quiet, older],
};

describe('every action from every status', () => {
  it.each<[BlacklistAction, BlacklistStatus, HttpErrorOutcome]>([
    ['publish', 'LOADING', refusalOutcome(refusals.publish.refusal)],
    ['publish', 'READY', 'allowed'],
    ['publish', 'DISCARDING', refusalOutcome(refusals.publish.refusal)],
    ['publish', 'PUBLISHED', refusalOutcome(refusals.publish.refusal)],
    ['publish', 'ACTIVE', refusalOutcome(refusals.publish.refusal)],
    ['publish', 'ARCHIVED', refusalOutcome(refusals.publish.refusal)],
    ['restore', 'LOADING', refusalOutcome(refusals.restore.refusal)],
    ['restore', 'READY', refusalOutcome(refusals.restore.refusal)],
    ['restore', 'DISCARDING', refusalOutcome(refusals.restore.refusal)],
    ['restore', 'PUBLISHED', refusalOutcome(refusals.restore.refusal)],
    ['restore', 'ACTIVE', refusalOutcome(refusals.restore.refusal)],
    ['restore', 'ARCHIVED', 'allowed'],
    ['delete', 'LOADING', refusalOutcome(refusals.delete.refusal)],
    ['delete', 'READY', 'allowed'],
    ['delete', 'DISCARDING', 'allowed'],
    ['delete', 'PUBLISHED', refusalOutcome(refusals.delete.refusal)],
    ['delete', 'ACTIVE', refusalOutcome(refusals.delete.refusal)],
    ['delete', 'ARCHIVED', refusalOutcome(refusals.delete.refusal)],
  ])('%s from %s: %j', (action, status, expected) => {
    const [head, record] = placed[status];
    expect(outcomeOf(() => ACTIONS[action](head, record, chiara))).toEqual(expected);
  });

  it('the refusals are the Italian texts the user reads', () => {
    expect(refusalText(refusals.publish.refusal)).toBe('Si pubblica solo una lista caricata e in aggiornamento.');
    expect(refusalText(refusals.restore.refusal)).toBe('Si ripristina solo una lista archiviata.');
    expect(refusalText(refusals.delete.refusal)).toBe(
      'Si elimina solo una lista in aggiornamento caricata o scartata.',
    );
  });
});

describe('four-eyes', () => {
  it.each<[string, BlacklistAction, BlacklistStatus, Actor, HttpErrorOutcome]>([
    ['the uploader publishes', 'publish', 'READY', mario, fourEyesRefusal],
    ['a second administrator publishes', 'publish', 'READY', chiara, 'allowed'],
    ['the uploader publishes with the rule off', 'publish', 'READY', actor('mario.rossi', NOW, false), 'allowed'],
    ['the last editor of an archived version restores it alone', 'restore', 'ARCHIVED', mario, 'allowed'],
    ['the uploader deletes', 'delete', 'READY', mario, 'allowed'],
  ])('%s: %j', (_case, action, status, who, expected) => {
    const [head, record] = placed[status];
    expect(outcomeOf(() => ACTIONS[action](head, record, who))).toEqual(expected);
  });

  it('a version stored before its authors were kept: its uploader (the last editor) still may not publish', () => {
    const legacy = { ...ready, edits: undefined };
    expect(outcomeOf(() => publishBlacklist(preparing(legacy), legacy, mario))).toEqual(fourEyesRefusal);
  });

  it('the authors stay apart from the publisher once published', () => {
    const { result } = publishBlacklist(preparing(ready), ready, chiara);
    expect(result.edits).toEqual([{ user: 'mario.rossi', at: T0, note: null }]);
    expect(result.publicationUser).toBe('chiara.ferri');
  });

  it('the refusal names the uploader and asks for another administrator, in Italian', () => {
    expect(refusalText(BLACKLIST_LIFECYCLE.secondPersonRequired)).toBe(
      'La pubblicazione richiede un secondo amministratore: questa lista è stata caricata da te. Chiedere a un altro amministratore di pubblicarla.',
    );
  });
});

describe('publishBlacklist', () => {
  const head = preparing(ready);
  const { next, result, before } = publishBlacklist(head, ready, chiara);

  it('makes READY PUBLISHED by the actor, in force from the next Italian midnight, one change further', () => {
    expect(result).toStrictEqual({
      ...ready,
      status: 'PUBLISHED',
      version: 3,
      publicationUser: 'chiara.ferri',
      updatedBy: 'chiara.ferri',
      updatedAt: NOW,
      statusUpdateDate: NOW,
      validFrom: TONIGHT,
      validTo: null,
    });
    expect(before).toBe(ready);
  });

  it('moves it from the slot being prepared to the one waiting: the version in force and the history untouched', () => {
    expect(next).toStrictEqual({ ...head, revision: 5, updating: null, scheduled: result });
  });

  it('a publication when a version is already waiting supersedes it: archived, never in force', () => {
    const busy = withWaiting(head);
    const later = publishBlacklist(busy, ready, chiara);
    const superseded = {
      ...waiting,
      status: 'ARCHIVED',
      validTo: NOW,
      version: waiting.version + 1,
      statusUpdateDate: NOW,
    };
    expect(later.next).toStrictEqual({
      ...busy,
      revision: 5,
      updating: null,
      scheduled: later.result,
      current: active,
      lastArchived: superseded,
      archivedCount: 2,
      lastArchivedSequence: 2,
    });
    // Closed before it would have opened: it was never in force.
    expect(Date.parse(superseded.validTo)).toBeLessThan(Date.parse(waiting.validFrom as string));
  });

  it.each([
    // Winter (UTC+1): one minute before and after an Italian midnight.
    ['23:59 in Rome, winter', '2026-01-15T22:59:00.000Z', '2026-01-15T23:00:00.000Z'],
    ['00:01 in Rome, winter', '2026-01-15T23:01:00.000Z', '2026-01-16T23:00:00.000Z'],
    ['exactly at an Italian midnight: the next one', '2026-01-15T23:00:00.000Z', '2026-01-16T23:00:00.000Z'],
    // Summer (UTC+2).
    ['23:59 in Rome, summer', '2026-07-15T21:59:00.000Z', '2026-07-15T22:00:00.000Z'],
    ['00:01 in Rome, summer (still the day before in UTC)', '2026-07-15T22:01:00.000Z', '2026-07-16T22:00:00.000Z'],
    // Summer time starts at 02:00 on 29 March 2026: that day lasts 23 hours.
    ['the day before summer time', '2026-03-28T11:00:00.000Z', '2026-03-28T23:00:00.000Z'],
    ['the day summer time starts, before 02:00', '2026-03-29T00:30:00.000Z', '2026-03-29T22:00:00.000Z'],
    ['the day summer time starts, at noon', '2026-03-29T10:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    // Winter time comes back at 03:00 on 25 October 2026: that day lasts 25 hours.
    ['the day before winter time', '2026-10-24T10:00:00.000Z', '2026-10-24T22:00:00.000Z'],
    ['the day winter time comes back, at 02:30 the first time', '2026-10-25T00:30:00.000Z', '2026-10-25T23:00:00.000Z'],
    ['the day winter time comes back, at 23:59', '2026-10-25T22:59:00.000Z', '2026-10-25T23:00:00.000Z'],
    ['New Year’s Eve at 23:30 in Rome', '2026-12-31T22:30:00.000Z', '2026-12-31T23:00:00.000Z'],
    ['New Year’s Day at 00:30 in Rome (still 2026 in UTC)', '2026-12-31T23:30:00.000Z', '2027-01-01T23:00:00.000Z'],
  ])('published at %s (%s): in force from %s', (_case, at, validFrom) => {
    expect(publishBlacklist(head, ready, actor('chiara.ferri', at)).result.validFrom).toBe(validFrom);
  });
});

describe('restoreBlacklist', () => {
  const NEW_ID = '20261124-153210-99999999';
  const frozen = structuredClone(older);
  const { next, result, before } = restoreBlacklist(
    preparing(ready),
    older,
    'Ritorno alla lista di gennaio',
    mario,
    NEW_ID,
  );

  it('makes a PUBLISHED copy of the archived version: its id as parentId, the same members, a new download name', () => {
    expect(result).toStrictEqual({
      ...older,
      id: NEW_ID,
      parentId: older.id,
      membersId: older.membersId,
      downloadName: `BlackList_RADIATI_${NEW_ID}`,
      status: 'PUBLISHED',
      version: 1,
      note: 'Ritorno alla lista di gennaio',
      publicationUser: 'mario.rossi',
      updatedBy: 'mario.rossi',
      updatedAt: NOW,
      statusUpdateDate: NOW,
      validFrom: TONIGHT,
      validTo: null,
    });
  });

  it('leaves the archived version as it was, in the history', () => {
    expect(before).toBe(older);
    expect(older).toStrictEqual(frozen);
    expect(next.lastArchived).toBe(quiet.lastArchived);
    expect(next.archivedCount).toBe(quiet.archivedCount);
  });

  it('waits for midnight beside the version in force, keeping the version being prepared', () => {
    expect(next).toStrictEqual({ ...preparing(ready), revision: 5, scheduled: result });
  });

  it('supersedes a publication already waiting, as a publication does', () => {
    const restored = restoreBlacklist(withWaiting(quiet), older, 'Ripristino', mario, NEW_ID);
    expect(restored.next.scheduled).toBe(restored.result);
    expect(restored.next.lastArchived).toStrictEqual({
      ...waiting,
      status: 'ARCHIVED',
      validTo: NOW,
      version: waiting.version + 1,
      statusUpdateDate: NOW,
    });
    expect(restored.next.current).toBe(active);
  });
});

describe('deleteBlacklist', () => {
  it.each<[string, BlacklistVersion, BlacklistVersion]>([
    ['READY', ready, ready],
    [
      'DISCARDING',
      version('d', 'DISCARDING', { failure: 'NO_VALID_RECORDS' }),
      version('d', 'DISCARDING', { failure: 'NO_VALID_RECORDS' }),
    ],
    [
      'a LOADING past its deadline (a load that died), shown and deleted as the failed load it is',
      version('l', 'LOADING', {
        statusUpdateDate: new Date(Date.parse(NOW) - BLACKLIST_LOAD_DEADLINE_MS).toISOString(),
      }),
      version('l', 'DISCARDING', {
        statusUpdateDate: new Date(Date.parse(NOW) - BLACKLIST_LOAD_DEADLINE_MS).toISOString(),
        failure: 'TIMEOUT',
      }),
    ],
  ])('of %s: nothing prepared any more, the version answered as deleted by the actor', (_case, record, shown) => {
    const head = preparing(record);
    const { next, result, before } = deleteBlacklist(head, record, mario);
    expect(next).toStrictEqual({ ...head, revision: 5, updating: null });
    expect(before).toStrictEqual(shown);
    expect(result).toStrictEqual({
      ...shown,
      version: record.version + 1,
      updatedBy: 'mario.rossi',
      updatedAt: NOW,
      statusUpdateDate: NOW,
    });
  });

  it('a LOADING one millisecond before its deadline is still loading: 409', () => {
    const started = new Date(Date.parse(NOW) - BLACKLIST_LOAD_DEADLINE_MS + 1).toISOString();
    const loading = version('l', 'LOADING', { statusUpdateDate: started });
    expect(outcomeOf(() => deleteBlacklist(preparing(loading), loading, mario))).toEqual(
      refusalOutcome(refusals.delete.refusal),
    );
  });

  it('keeps a publication waiting for midnight', () => {
    const head = withWaiting(preparing(ready));
    expect(deleteBlacklist(head, ready, mario).next).toStrictEqual({ ...head, revision: 5, updating: null });
  });
});

describe('settleBlacklist', () => {
  const head = withWaiting(preparing(ready));
  const settledAt = (now: string) => settleBlacklist(new Date(now))(head);

  it.each([
    ['nothing waiting', quiet, TONIGHT],
    ['a version waiting, one millisecond before its midnight', head, '2026-11-24T22:59:59.999Z'],
    ['a version waiting, in the afternoon it was published', head, NOW],
  ])('nothing to settle: %s', (_case, given, now) => {
    expect(settleBlacklist(new Date(now))(given)).toBeNull();
  });

  it.each([
    ['at its midnight', TONIGHT],
    ['a minute after', '2026-11-24T23:01:00.000Z'],
    ['days later (nobody read the list meanwhile)', '2026-12-03T09:00:00.000Z'],
  ])(
    '%s: the waiting version ACTIVE from its midnight, the previous ACTIVE archived closed at that midnight',
    (_case, now) => {
      expect(settledAt(now)).toStrictEqual({
        ...head,
        revision: 5,
        scheduled: null,
        current: { ...waiting, status: 'ACTIVE', version: waiting.version + 1, statusUpdateDate: TONIGHT },
        lastArchived: { ...active, status: 'ARCHIVED', validTo: TONIGHT, version: 4, statusUpdateDate: TONIGHT },
        archivedCount: 2,
        lastArchivedSequence: 2,
        // The version being prepared stays where it was.
        updating: ready,
      });
    },
  );

  it('the first list ever published takes effect without archiving anything', () => {
    const first: BlacklistHead = {
      revision: 2,
      current: null,
      updating: null,
      lastArchived: null,
      archivedCount: 0,
      scheduled: waiting,
    };
    expect(settleBlacklist(new Date(TONIGHT))(first)).toStrictEqual({
      ...first,
      revision: 3,
      scheduled: null,
      current: { ...waiting, status: 'ACTIVE', version: waiting.version + 1, statusUpdateDate: TONIGHT },
    });
  });

  it('a settled head has nothing more to settle', () => {
    const settled = settledAt(TONIGHT) as BlacklistHead;
    expect(settleBlacklist(new Date(TONIGHT))(settled)).toBeNull();
  });
});

describe('blacklistInForce: the version a check uses, without writing', () => {
  it.each<[string, BlacklistHead, string, BlacklistVersion | null]>([
    [
      'nothing ever published',
      { revision: 0, current: null, updating: null, lastArchived: null, archivedCount: 0 },
      NOW,
      null,
    ],
    ['one version in force', quiet, NOW, active],
    ['a version being prepared is not in force', preparing(ready), NOW, active],
    ['a publication before its midnight', withWaiting(quiet), '2026-11-24T22:59:59.999Z', active],
    ['a publication at its midnight', withWaiting(quiet), TONIGHT, waiting],
    ['a publication after its midnight, not settled yet', withWaiting(quiet), '2026-11-25T10:00:00.000Z', waiting],
    ['the first publication ever, at its midnight', { ...withWaiting(quiet), current: null }, TONIGHT, waiting],
    ['the first publication ever, before it', { ...withWaiting(quiet), current: null }, NOW, null],
  ])('%s', (_case, head, now, expected) => {
    expect(blacklistInForce(head, new Date(now))).toBe(expected);
  });

  it('agrees with the settled head at every instant', () => {
    for (const now of [NOW, '2026-11-24T22:59:59.999Z', TONIGHT, '2026-11-26T00:00:00.000Z']) {
      const head = withWaiting(quiet);
      const settled = settleBlacklist(new Date(now))(head) ?? head;
      expect(blacklistInForce(head, new Date(now))?.id).toBe(settled.current?.id);
    }
  });
});

describe('a run of transitions', () => {
  it('moves the revision by one each time and numbers the archived versions in order', () => {
    const at = (iso: string, who = chiara) => ({ ...who, at: iso });
    const upload = (id: string, when: string) => (head: BlacklistHead) =>
      uploadBlacklist(head, uploadedVersion('RADIATI', id, { filename: id, note: null }, at(when, mario))).next;
    const load = (id: string, when: string) => (head: BlacklistHead) =>
      (
        loadedBlacklist(head, id, { loadedRecords: 5, discardedRecords: 0, changes: CHANGES }, when) as {
          next: BlacklistHead;
        }
      ).next;
    const settle = (when: string) => (head: BlacklistHead) => settleBlacklist(new Date(when))(head) ?? head;
    const prepared = (head: BlacklistHead) => head.updating as BlacklistVersion;

    const run: ((head: BlacklistHead) => BlacklistHead)[] = [
      upload('u1', '2026-11-24T09:00:00.000Z'),
      load('u1', '2026-11-24T09:05:00.000Z'),
      (head) => publishBlacklist(head, prepared(head), at('2026-11-24T10:00:00.000Z')).next,
      upload('u2', '2026-11-24T11:00:00.000Z'),
      load('u2', '2026-11-24T11:05:00.000Z'),
      // u2 supersedes u1 before u1 ever took effect.
      (head) => publishBlacklist(head, prepared(head), at('2026-11-24T12:00:00.000Z')).next,
      settle('2026-11-25T06:00:00.000Z'),
      (head) => restoreBlacklist(head, older, 'Ripristino', at('2026-11-25T07:00:00.000Z'), 'r1').next,
      settle('2026-11-26T06:00:00.000Z'),
    ];
    let head: BlacklistHead = { ...headOf(active, [older]), revision: 1 };
    const steps = run.map((step) => {
      head = step(head);
      const { revision, archivedCount, lastArchived, lastArchivedSequence: sequence } = head;
      return {
        revision,
        archivedCount,
        lastArchived: lastArchived?.id,
        sequence,
        current: head.current?.id,
        waiting: head.scheduled?.id ?? null,
      };
    });

    expect(steps).toEqual([
      { revision: 2, archivedCount: 1, lastArchived: older.id, sequence: 1, current: active.id, waiting: null },
      { revision: 3, archivedCount: 1, lastArchived: older.id, sequence: 1, current: active.id, waiting: null },
      { revision: 4, archivedCount: 1, lastArchived: older.id, sequence: 1, current: active.id, waiting: 'u1' },
      { revision: 5, archivedCount: 1, lastArchived: older.id, sequence: 1, current: active.id, waiting: 'u1' },
      { revision: 6, archivedCount: 1, lastArchived: older.id, sequence: 1, current: active.id, waiting: 'u1' },
      { revision: 7, archivedCount: 2, lastArchived: 'u1', sequence: 2, current: active.id, waiting: 'u2' },
      { revision: 8, archivedCount: 3, lastArchived: active.id, sequence: 3, current: 'u2', waiting: null },
      { revision: 9, archivedCount: 3, lastArchived: active.id, sequence: 3, current: 'u2', waiting: 'r1' },
      { revision: 10, archivedCount: 4, lastArchived: 'u2', sequence: 4, current: 'r1', waiting: null },
    ]);
    expect(head.current).toMatchObject({ id: 'r1', parentId: older.id, membersId: older.membersId, status: 'ACTIVE' });
    expect(head.lastArchived).toMatchObject({ id: 'u2', status: 'ARCHIVED', validTo: '2026-11-25T23:00:00.000Z' });
  });
});
