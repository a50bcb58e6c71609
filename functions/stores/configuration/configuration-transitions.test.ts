import { describe, expect, it } from 'vitest';
import {
  CONFIGURATION_LIFECYCLE,
  type ConfigurationAction,
} from '../../../shared/configuration/configuration-lifecycle';
import { EXAMPLE_CONFIGURATION_FILE } from '../../../shared/decision/example-configuration';
import type { ConfigurationStatus } from '../../../shared/enums';
import { refusalText } from '../../../shared/refusals';
import type { Configuration, ConfigurationFile } from '../../../shared/schemas/configuration';
import { type HttpErrorOutcome, outcomeOf, refusalOutcome } from '../../commons/http/http-error-outcome';
import type { Actor } from '../../commons/versioned/actor';
import { headOf } from '../../commons/versioned/head';
import {
  type ConfigurationHead,
  deleteConfiguration,
  publishConfiguration,
  restoreConfiguration,
  updateConfiguration,
} from './configuration-transitions';

const T0 = '2026-01-01T00:00:00.000Z';
const NOW = '2026-11-24T15:32:10.000Z';
const EDITED_FILE: ConfigurationFile = { ...EXAMPLE_CONFIGURATION_FILE, whitelistValidityDaysParam: 120 };
const EDITED_AGAIN: ConfigurationFile = { ...EXAMPLE_CONFIGURATION_FILE, whitelistValidityDaysParam: 150 };

const version = (id: string, status: ConfigurationStatus, changes: Partial<Configuration> = {}): Configuration => ({
  id,
  parentId: null,
  validityStartDate: null,
  validityEndDate: null,
  publicationUser: null,
  note: 'nota',
  status,
  version: 1,
  configurationFile: EXAMPLE_CONFIGURATION_FILE,
  updatedBy: 'mario.rossi',
  updatedAt: T0,
  ...changes,
});

const archived = version('a0', 'ARCHIVED', {
  version: 2,
  validityStartDate: '2025-06-01T00:00:00.000Z',
  validityEndDate: T0,
  publicationUser: 'mario.rossi',
});
const current = version('c1', 'CURRENT', {
  parentId: 'a0',
  validityStartDate: T0,
  publicationUser: 'chiara.ferri',
});
const updating = version('u2', 'UPDATING', { parentId: 'c1', version: 3 });

/** The version in force after one archived, nothing being prepared: the seeded demo's shape. */
const quiet: ConfigurationHead = { ...headOf(current, [archived]), revision: 4 };
/** The same with a version being prepared. */
const busy: ConfigurationHead = { ...quiet, updating };

const actor = (username: string, fourEyes = true): Actor => ({ username, at: NOW, fourEyes });
const chiara = actor('chiara.ferri');
const mario = actor('mario.rossi');

const request = (record: Configuration, changes: { version?: number; note?: string } = {}) => ({
  id: record.id,
  version: record.version,
  note: 'Soglie riviste',
  ...changes,
});

/** An edit of `record` to `file` (EDITED_FILE); `newId` names the version an edit of CURRENT makes. */
const edit = (
  head: ConfigurationHead,
  record: Configuration,
  who: Actor,
  newId = 'new-id',
  sent = request(record),
  file = EDITED_FILE,
) => updateConfiguration(head, record, { ...sent, configurationFile: file }, who, newId);

/** Each action as a call on a head, for the tables below. */
const ACTIONS: Record<
  ConfigurationAction,
  (head: ConfigurationHead, record: Configuration, sent: ReturnType<typeof request>, who: Actor) => unknown
> = {
  update: (head, record, sent, who) => edit(head, record, who, 'new-id', sent),
  publish: (head, record, sent, who) => publishConfiguration(head, record, sent, who),
  restore: (head, record, sent, who) => restoreConfiguration(head, record, sent, who, 'new-id'),
  delete: (head, record, sent, who) => deleteConfiguration(head, record, sent, who),
};

const records: Record<ConfigurationStatus, Configuration> = {
  CURRENT: current,
  UPDATING: updating,
  ARCHIVED: archived,
};
const refusals = CONFIGURATION_LIFECYCLE.transitions;

describe('every action from every status', () => {
  it.each<[ConfigurationAction, ConfigurationStatus, HttpErrorOutcome]>([
    ['update', 'CURRENT', 'allowed'],
    ['update', 'UPDATING', 'allowed'],
    ['update', 'ARCHIVED', refusalOutcome(refusals.update.refusal)],
    ['publish', 'CURRENT', refusalOutcome(refusals.publish.refusal)],
    ['publish', 'UPDATING', 'allowed'],
    ['publish', 'ARCHIVED', refusalOutcome(refusals.publish.refusal)],
    ['restore', 'CURRENT', refusalOutcome(refusals.restore.refusal)],
    ['restore', 'UPDATING', refusalOutcome(refusals.restore.refusal)],
    ['restore', 'ARCHIVED', 'allowed'],
    ['delete', 'CURRENT', refusalOutcome(refusals.delete.refusal)],
    ['delete', 'UPDATING', 'allowed'],
    ['delete', 'ARCHIVED', refusalOutcome(refusals.delete.refusal)],
  ])('%s from %s: %j', (action, status, expected) => {
    const record = records[status];
    // An UPDATING lives on a head that holds it; CURRENT is editable only on a head with none.
    const head = status === 'UPDATING' ? busy : quiet;
    expect(outcomeOf(() => ACTIONS[action](head, record, request(record), chiara))).toEqual(expected);
  });

  it('the refusals are the Italian texts the user reads', () => {
    expect(refusalText(refusals.update.refusal)).toBe(
      'Una configurazione archiviata non si modifica: ripristinarla e poi modificarla.',
    );
    expect(refusalText(refusals.publish.refusal)).toBe('Si pubblica solo una configurazione in aggiornamento.');
    expect(refusalText(refusals.restore.refusal)).toBe('Si ripristina solo una configurazione archiviata.');
    expect(refusalText(refusals.delete.refusal)).toBe('Si elimina solo una configurazione in aggiornamento.');
  });

  it('editing CURRENT while a version is being prepared: 409 saying to edit or delete that one', () => {
    expect(outcomeOf(() => ACTIONS.update(busy, current, request(current), chiara))).toEqual(
      refusalOutcome('CONFIGURATION_ALREADY_PREPARED'),
    );
    expect(refusalText('CONFIGURATION_ALREADY_PREPARED')).toBe(
      'Esiste già una configurazione in aggiornamento: modificare quella, oppure eliminarla prima di partire da quella attiva.',
    );
  });
});

describe('a request naming a version changed since', () => {
  const stale = refusalOutcome('CONFIGURATION_STALE');
  it('in the words the user reads', () => {
    expect(refusalText('CONFIGURATION_STALE')).toBe(
      'La configurazione è stata modificata da un altro utente nel frattempo: ricaricare e riprovare.',
    );
  });
  it.each<[ConfigurationAction, ConfigurationStatus, number]>([
    ['update', 'CURRENT', 0],
    ['update', 'UPDATING', 2],
    ['update', 'UPDATING', 4],
    ['publish', 'UPDATING', 2],
    ['restore', 'ARCHIVED', 1],
    ['delete', 'UPDATING', 2],
  ])('%s of %s at version %i: 409 stale', (action, status, sent) => {
    const record = records[status];
    const head = status === 'UPDATING' ? busy : quiet;
    expect(outcomeOf(() => ACTIONS[action](head, record, request(record, { version: sent }), chiara))).toEqual(stale);
  });
});

describe('four-eyes', () => {
  const fourEyesRefusal = {
    status: 403,
    code: 'CONFIGURATION_FOUR_EYES_REQUIRED',
    text: 'La pubblicazione richiede un secondo amministratore: questa configurazione contiene modifiche tue. Chiedere a un altro amministratore di pubblicarla.',
  };
  it.each<[string, ConfigurationAction, Configuration, Actor, HttpErrorOutcome]>([
    ['the last editor publishes', 'publish', updating, mario, fourEyesRefusal],
    ['a second administrator publishes', 'publish', updating, chiara, 'allowed'],
    ['the last editor publishes with the rule off', 'publish', updating, actor('mario.rossi', false), 'allowed'],
    ['the last editor of an archived version restores it alone', 'restore', archived, mario, 'allowed'],
    ['the last editor edits again', 'update', updating, mario, 'allowed'],
    ['the last editor deletes', 'delete', updating, mario, 'allowed'],
  ])('%s: %j', (_case, action, record, who, expected) => {
    const head = record.status === 'UPDATING' ? busy : quiet;
    expect(outcomeOf(() => ACTIONS[action](head, record, request(record), who))).toEqual(expected);
  });

  describe('every author since the draft was made, not only the last', () => {
    // mario makes the draft, chiara edits it after him: both are its authors.
    const drafted = edit(quiet, current, mario, 'd1').next;
    const draft = drafted.updating as Configuration;
    const twice = edit(drafted, draft, chiara, 'd1', request(draft), EDITED_AGAIN);
    const edited = twice.result;
    const publish = (by: Actor) => outcomeOf(() => publishConfiguration(twice.next, edited, request(edited), by));

    it('keeps each edit with its author, instant and note, oldest first', () => {
      expect(edited.edits).toEqual([
        { user: 'mario.rossi', at: NOW, note: 'Soglie riviste' },
        { user: 'chiara.ferri', at: NOW, note: 'Soglie riviste' },
      ]);
    });

    it.each([
      ['the author of an earlier edit', mario, fourEyesRefusal],
      ['the author of the last edit', chiara, fourEyesRefusal],
      ['an administrator who made none', actor('giulia.admin'), 'allowed' as const],
    ])('%s publishes: %j', (_case, who, expected) => {
      expect(publish(who)).toEqual(expected);
    });

    it('an edit that changes nothing is refused, so it cannot hand the publication to its author', () => {
      expect(outcomeOf(() => edit(drafted, draft, chiara, 'd1', request(draft), draft.configurationFile))).toEqual(
        refusalOutcome('NOTHING_CHANGED'),
      );
      // The draft is still mario's alone: he still may not publish it, chiara may.
      expect(outcomeOf(() => publishConfiguration(drafted, draft, request(draft), mario))).toEqual(fourEyesRefusal);
      expect(outcomeOf(() => publishConfiguration(drafted, draft, request(draft), chiara))).toBe('allowed');
    });

    it('a version stored before its edits were kept: its last editor stands for them', () => {
      const legacy = { ...updating, edits: undefined };
      expect(outcomeOf(() => publishConfiguration(busy, legacy, request(legacy), mario))).toEqual(fourEyesRefusal);
    });
  });
});

describe('an update that changes nothing: 409, nothing computed', () => {
  const sortedOnly: ConfigurationFile = {
    ...EXAMPLE_CONFIGURATION_FILE,
    whiteListChecks: [...EXAMPLE_CONFIGURATION_FILE.whiteListChecks].reverse(),
    whitelistReasonParams: [...EXAMPLE_CONFIGURATION_FILE.whitelistReasonParams].reverse(),
  };
  it.each<[string, ConfigurationHead, Configuration, ConfigurationFile]>([
    ['of the version being prepared, the same file', busy, updating, updating.configurationFile],
    ['of the version in force (a draft identical to it)', quiet, current, current.configurationFile],
    ['only sorted differently', busy, updating, sortedOnly],
  ])('%s', (_case, head, record, file) => {
    expect(outcomeOf(() => edit(head, record, mario, 'new-id', request(record), file))).toEqual(
      refusalOutcome('NOTHING_CHANGED'),
    );
  });

  it('says so in Italian', () => {
    expect(refusalText('NOTHING_CHANGED')).toBe(
      'Nessuna modifica: la configurazione inviata è uguale a quella salvata.',
    );
  });
});

describe('update', () => {
  const edited = { note: 'Soglie riviste', updatedAt: NOW, configurationFile: EDITED_FILE };
  it.each<[string, ConfigurationHead, Configuration, Actor, Configuration]>([
    [
      'of CURRENT: a new UPDATING version made from it (parentId its id), the version in force untouched',
      quiet,
      current,
      mario,
      {
        ...edited,
        id: 'new-id',
        parentId: 'c1',
        status: 'UPDATING',
        version: 1,
        validityStartDate: null,
        validityEndDate: null,
        publicationUser: null,
        updatedBy: 'mario.rossi',
        edits: [{ user: 'mario.rossi', at: NOW, note: 'Soglie riviste' }],
      },
    ],
    [
      'of UPDATING: the same version, one more change, the new file and note, who and when',
      busy,
      updating,
      chiara,
      {
        ...updating,
        ...edited,
        version: 4,
        updatedBy: 'chiara.ferri',
        // A version stored before edits were kept: its last editor stands for the earlier ones.
        edits: [
          { user: 'mario.rossi', at: T0, note: 'nota' },
          { user: 'chiara.ferri', at: NOW, note: 'Soglie riviste' },
        ],
      },
    ],
  ])('%s', (_case, head, record, who, expected) => {
    const { next, result, before } = edit(head, record, who);
    expect(result).toStrictEqual(expected);
    expect(before).toBe(record);
    expect(next).toStrictEqual({ ...head, revision: 5, updating: result });
  });
});

describe('publish', () => {
  const { next, result, before } = publishConfiguration(busy, updating, request(updating), chiara);

  it('puts UPDATING in force from now, published by the actor with its note, its authors kept apart', () => {
    expect(result).toStrictEqual({
      ...updating,
      status: 'CURRENT',
      version: 4,
      validityStartDate: NOW,
      validityEndDate: null,
      publicationUser: 'chiara.ferri',
      publicationNote: 'Soglie riviste',
      edits: [{ user: 'mario.rossi', at: T0, note: 'nota' }],
      note: 'Soglie riviste',
      updatedBy: 'chiara.ferri',
      updatedAt: NOW,
    });
    expect(before).toBe(updating);
  });

  it('archives the previous CURRENT, its validity closed at the instant the new one opens', () => {
    expect(next.lastArchived).toStrictEqual({ ...current, status: 'ARCHIVED', validityEndDate: NOW, version: 2 });
    expect(next.lastArchived?.validityEndDate).toBe(result.validityStartDate);
  });

  it('one head: nothing being prepared, the archive count and sequence one further', () => {
    expect(next).toStrictEqual({
      revision: 5,
      current: result,
      updating: null,
      lastArchived: next.lastArchived,
      archivedCount: 2,
      lastArchivedSequence: 2,
    });
  });
});

describe('restore', () => {
  const frozen = structuredClone(archived);
  const { next, result, before } = restoreConfiguration(busy, archived, request(archived), mario, 'new-id');

  it('makes a new CURRENT copy of the archived version (parentId its id, version 1), in force from now', () => {
    expect(result).toStrictEqual({
      ...archived,
      id: 'new-id',
      parentId: 'a0',
      status: 'CURRENT',
      version: 1,
      validityStartDate: NOW,
      validityEndDate: null,
      publicationUser: 'mario.rossi',
      publicationNote: 'Soglie riviste',
      // Its authors are the archived version's; the restorer is its publisher.
      edits: [{ user: 'mario.rossi', at: T0, note: 'nota' }],
      note: 'Soglie riviste',
      updatedBy: 'mario.rossi',
      updatedAt: NOW,
    });
    expect(result.configurationFile).toStrictEqual(archived.configurationFile);
  });

  it('leaves the archived version as it was', () => {
    expect(before).toBe(archived);
    expect(archived).toStrictEqual(frozen);
  });

  it('archives the CURRENT it replaces at the same instant and keeps the version being prepared', () => {
    expect(next).toStrictEqual({
      revision: 5,
      current: result,
      updating,
      lastArchived: { ...current, status: 'ARCHIVED', validityEndDate: NOW, version: 2 },
      archivedCount: 2,
      lastArchivedSequence: 2,
    });
  });
});

describe('delete', () => {
  it('leaves nothing being prepared and answers the version as deleted, with its note', () => {
    const { next, result, before } = deleteConfiguration(busy, updating, request(updating), mario);
    expect(next).toStrictEqual({ ...busy, revision: 5, updating: null });
    expect(result).toStrictEqual({
      ...updating,
      version: 4,
      note: 'Soglie riviste',
      updatedBy: 'mario.rossi',
      updatedAt: NOW,
    });
    expect(before).toBe(updating);
  });
});

describe('a run of transitions', () => {
  it('moves the revision by one each time and numbers the archived versions in order', () => {
    const prepared = (head: ConfigurationHead) => head.updating as Configuration;
    const run: ((head: ConfigurationHead) => ConfigurationHead)[] = [
      (head) => edit(head, current, mario, 'u1').next,
      (head) => edit(head, prepared(head), mario, 'new-id', request(prepared(head)), EDITED_AGAIN).next,
      (head) => publishConfiguration(head, prepared(head), request(prepared(head)), chiara).next,
      (head) => restoreConfiguration(head, archived, request(archived), mario, 'r1').next,
      (head) => edit(head, head.current as Configuration, mario, 'u2').next,
      (head) => deleteConfiguration(head, prepared(head), request(prepared(head)), mario).next,
    ];
    let head: ConfigurationHead = headOf(current, [archived]);
    const steps = run.map((step) => {
      head = step(head);
      const { revision, archivedCount, lastArchived, lastArchivedSequence: sequence } = head;
      return { revision, archivedCount, lastArchived: lastArchived?.id, sequence };
    });

    expect(steps).toEqual([
      { revision: 2, archivedCount: 1, lastArchived: 'a0', sequence: 1 },
      { revision: 3, archivedCount: 1, lastArchived: 'a0', sequence: 1 },
      { revision: 4, archivedCount: 2, lastArchived: 'c1', sequence: 2 },
      { revision: 5, archivedCount: 3, lastArchived: 'u1', sequence: 3 },
      { revision: 6, archivedCount: 3, lastArchived: 'u1', sequence: 3 },
      { revision: 7, archivedCount: 3, lastArchived: 'u1', sequence: 3 },
    ]);
    expect(head.current).toMatchObject({ id: 'r1', parentId: 'a0', status: 'CURRENT' });
    expect(head.updating).toBeNull();
  });
});
