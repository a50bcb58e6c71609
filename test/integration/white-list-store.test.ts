import { type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFailure } from '../../functions/commons/http/refusal-answer';
import { copyItem, entryItem } from '../../functions/stores/white-list/entry-items';
import { whiteListEntryKey, whiteListKey } from '../../functions/stores/white-list/keys';
import { newEntry } from '../../functions/stores/white-list/new-entry';
import { type WhiteListStore, whiteListStore } from '../../functions/stores/white-list/white-list-store';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { MS_PER_DAY } from '../../shared/italian-time';
import { refusalText } from '../../shared/refusals';
import { LOCAL_NAMES } from '../../shared/resources';
import type { WhitelistSubject } from '../../shared/schemas/whitelist';
import { companyCode, personCode } from '../support/enrichment-fixture';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * The white-list store on the emulator, where no transaction holds its writes together: what the
 * conditions and the order of the writes promise (docs/data-model.md 'White list') when inserts race,
 * when an id is taken and when a call stops between its writes. The races and crashes are made by a
 * client that does something else right before (or instead of) one chosen write of the store.
 */

let local: TestStack;
let clients: LocalClients;
const DATA = LOCAL_NAMES.table('data');

beforeAll(async () => {
  local = await startTestStack({ demoSeeders: [] });
  clients = createLocalClients(local.stack.endpoints);
}, 120_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

const store = (client: DynamoDBDocumentClient = clients.documentClient): WhiteListStore => whiteListStore(client, DATA);

let subjects = 9000;
/** A subject no other test uses: a person's tax code and a company's VAT number, valid. */
function freshSubject() {
  subjects += 1;
  return { taxCode: personCode(subjects).taxCode, vatRegistrationNo: companyCode(subjects) };
}

/** An entry inserted `daysAgo` days ago by giulia.bianchi, for `validityDays`. */
const entryOf = (
  identifiers: { taxCode: string | null; vatRegistrationNo: string | null },
  { daysAgo = 0, validityDays = 90 } = {},
) =>
  newEntry(
    { ...identifiers, companyName: 'Soggetto di prova', reasonDescription: 'Altro', note: null },
    { user: 'giulia.bianchi', now: new Date(Date.now() - daysAgo * MS_PER_DAY), validityDays },
  );

const read = async (key: { pk: string; sk: string }) =>
  (await clients.documentClient.send(new GetCommand({ TableName: DATA, Key: key, ConsistentRead: true }))).Item;

/** What a refused call threw: its status and description. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  const failure = clientFailure(error);
  expect(failure).toBeDefined();
  return { status: failure?.status, description: failure?.message };
}

type Command = Parameters<DynamoDBDocumentClient['send']>[0];
const keyOfWrite = (command: Command) => {
  const input = command.input as { Item?: { pk: string; sk: string }; Key?: { pk: string; sk: string } };
  return input.Item ?? input.Key;
};

/**
 * A client that runs `before` once, right before the first write of the given kind to the given key
 * (or throws `fail` instead of sending it), and is the emulator's client otherwise.
 */
function clientWith(
  kind: typeof PutCommand | typeof UpdateCommand,
  key: { pk: string; sk: string },
  before: () => Promise<unknown>,
  fail?: Error,
): DynamoDBDocumentClient {
  let done = false;
  const real = clients.documentClient;
  return {
    send: async (command: Command) => {
      const target = keyOfWrite(command);
      if (!done && command instanceof kind && target?.pk === key.pk && target.sk === key.sk) {
        done = true;
        await before();
        if (fail) throw fail;
      }
      return real.send(command as never);
    },
  } as unknown as DynamoDBDocumentClient;
}

/**
 * Clients that make inserts step together: each one's n-th write of a copy waits for another's n-th
 * (or 300 ms, when the other has stopped), so two inserts send their first copies at once, then their
 * second ones: the interleaving that made crossed inserts both lose.
 */
function lockstep(): () => DynamoDBDocumentClient {
  const waiting = new Map<number, () => void>();
  const real = clients.documentClient;
  const meet = (stage: number) =>
    new Promise<void>((resolve) => {
      const other = waiting.get(stage);
      if (other) {
        waiting.delete(stage);
        other();
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        waiting.delete(stage);
        resolve();
      }, 300);
      waiting.set(stage, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  return () => {
    let stage = 0;
    return {
      send: async (command: Command) => {
        if (command instanceof PutCommand && keyOfWrite(command)?.sk === 'WHITELIST') await meet(++stage);
        return real.send(command as never);
      },
    } as unknown as DynamoDBDocumentClient;
  };
}

describe('insert', () => {
  it('writes a copy per identifier naming the entry, then the entry item', async () => {
    const identifiers = freshSubject();
    const inserted = await store().insert(entryOf(identifiers));
    expect(await read(whiteListEntryKey(inserted.id))).toEqual(entryItem(inserted));
    for (const identifier of [identifiers.taxCode, identifiers.vatRegistrationNo]) {
      expect(await read(whiteListKey(identifier))).toEqual(copyItem(inserted, identifier));
    }
  });

  it('refuses a subject whose copy is active (409) and writes the entry item a crash left missing', async () => {
    const identifiers = freshSubject();
    // An insert that stopped between its writes: the copy exempts, the list has no entry.
    const lost: WhitelistSubject = { ...entryOf(identifiers), id: 'WL-20261124-LOST01' };
    for (const identifier of [identifiers.taxCode, identifiers.vatRegistrationNo]) {
      await clients.documentClient.send(new PutCommand({ TableName: DATA, Item: copyItem(lost, identifier) }));
    }
    expect(await store().find(lost.id)).toBeUndefined();

    const refused = await refusal(store().insert(entryOf({ taxCode: identifiers.taxCode, vatRegistrationNo: null })));
    expect(refused).toEqual({ status: 409, description: refusalText('ALREADY_EXEMPT') });
    expect(await read(whiteListEntryKey(lost.id))).toEqual(entryItem(lost));
    // Repaired, the entry can be revoked like any other.
    await store().revoke(lost.id, 'mario.rossi', new Date());
    expect(await read(whiteListKey(identifiers.vatRegistrationNo))).toMatchObject({ revocationUser: 'mario.rossi' });
  });

  it('admits a subject whose entry expired or was revoked: the copies move to the new entry', async () => {
    const identifiers = freshSubject();
    const expired = await store().insert(entryOf(identifiers, { daysAgo: 40, validityDays: 20 }));
    const again = await store().insert(entryOf(identifiers));
    expect(again.id).not.toBe(expired.id);
    expect(await read(whiteListKey(identifiers.taxCode))).toMatchObject({ entryId: again.id, revocationDate: null });
    await store().revoke(again.id, 'mario.rossi', new Date());
    const third = await store().insert(entryOf(identifiers));
    expect(await read(whiteListKey(identifiers.vatRegistrationNo))).toMatchObject({ entryId: third.id });
  });

  it('of two inserts of one subject at once, exactly one is made; the other answers 409', async () => {
    const identifiers = freshSubject();
    const outcomes = await Promise.allSettled([
      store().insert(entryOf(identifiers)),
      store().insert(entryOf(identifiers)),
    ]);
    const made = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(made).toHaveLength(1);
    expect(refused.map((outcome) => clientFailure(outcome.reason)?.status)).toEqual([409]);
    const [{ value: inserted }] = made as [PromiseFulfilledResult<WhitelistSubject>];
    for (const identifier of [identifiers.taxCode, identifiers.vatRegistrationNo]) {
      expect(await read(whiteListKey(identifier))).toMatchObject({ entryId: inserted.id });
    }
  });

  it('of two crossed inserts at once (tax code X with VAT Y, tax code Y with VAT X), exactly one is made', async () => {
    subjects += 1;
    const [x, y] = [companyCode(subjects), companyCode(subjects + 500)];
    const step = lockstep();
    const outcomes = await Promise.allSettled([
      store(step()).insert(entryOf({ taxCode: x, vatRegistrationNo: y })),
      store(step()).insert(entryOf({ taxCode: y, vatRegistrationNo: x })),
    ]);
    const made = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(made).toHaveLength(1);
    expect(refused.map((outcome) => clientFailure(outcome.reason)?.status)).toEqual([409]);
    const [{ value: inserted }] = made as [PromiseFulfilledResult<WhitelistSubject>];
    for (const identifier of [x, y]) {
      expect(await read(whiteListKey(identifier))).toMatchObject({ entryId: inserted.id });
    }
  });

  it.each([
    ['had no copy: deleted again', false],
    ['had a revoked copy: put back as it was', true],
  ])('a second copy taken meanwhile answers 409 and restores the first, which %s', async (_, hadCopy) => {
    const identifiers = freshSubject();
    // Copies are claimed in the identifiers' order (so crossed inserts cannot both lose).
    const [first, second] = [identifiers.taxCode, identifiers.vatRegistrationNo].sort() as [string, string];
    let before: Record<string, unknown> | undefined;
    if (hadCopy) {
      const old = await store().insert(entryOf({ taxCode: first, vatRegistrationNo: null }));
      await store().revoke(old.id, 'mario.rossi', new Date());
      before = await read(whiteListKey(first));
    }
    // Another insert claims the second identifier between this insert's read and its write of that copy.
    const competitor = { ...entryOf({ taxCode: null, vatRegistrationNo: second }), id: 'WL-20261124-RIVAL1' };
    const racing = clientWith(PutCommand, whiteListKey(second), () =>
      clients.documentClient.send(new PutCommand({ TableName: DATA, Item: copyItem(competitor, second) })),
    );
    expect(await refusal(store(racing).insert(entryOf(identifiers)))).toEqual({
      status: 409,
      description: refusalText('ALREADY_EXEMPT'),
    });
    expect(await read(whiteListKey(first))).toEqual(before);
    expect(await read(whiteListKey(second))).toEqual(copyItem(competitor, second));
  });

  it('draws another id when the first is taken, and moves the copies to it', async () => {
    const taken = await store().insert(entryOf(freshSubject()));
    const identifiers = freshSubject();
    const ids = [taken.id, 'WL-20261124-FRESH1'];
    const inserted = await store().insert(entryOf(identifiers), () => ids.shift() as string);
    expect(inserted.id).toBe('WL-20261124-FRESH1');
    expect(await read(whiteListEntryKey(taken.id))).toEqual(entryItem(taken));
    for (const identifier of [identifiers.taxCode, identifiers.vatRegistrationNo]) {
      expect(await read(whiteListKey(identifier))).toMatchObject({ entryId: inserted.id });
    }
  });

  it('succeeds when another insert repaired its entry item before it wrote it', async () => {
    const identifiers = freshSubject();
    const id = 'WL-20261124-REPAIR';
    // Right before this insert writes its entry item, a second insert of the subject finds the copies
    // without it, repairs it and answers 409.
    const racing = clientWith(PutCommand, whiteListEntryKey(id), async () => {
      expect((await refusal(store().insert(entryOf(identifiers)))).status).toBe(409);
    });
    const inserted = await store(racing).insert(entryOf(identifiers), () => id);
    expect(inserted.id).toBe(id);
    expect(await read(whiteListEntryKey(id))).toEqual(entryItem(inserted));
  });
});

describe('revoke', () => {
  it('answers 404 for an id that is not one or names no entry, 409 the second time', async () => {
    for (const id of ['WL-20261124-NOBODY', 'qualcosa', '']) {
      expect(await refusal(store().revoke(id, 'mario.rossi', new Date()))).toEqual({
        status: 404,
        description: refusalText('WHITELIST_ENTRY_NOT_FOUND'),
      });
    }
    const inserted = await store().insert(entryOf(freshSubject()));
    const { before, after } = await store().revoke(inserted.id, 'mario.rossi', new Date('2026-11-24T10:00:00.000Z'));
    expect(before).toEqual(inserted);
    expect(after).toEqual({ ...inserted, revocationDate: '2026-11-24T10:00:00.000Z', revocationUser: 'mario.rossi' });
    expect(await refusal(store().revoke(inserted.id, 'chiara.ferri', new Date()))).toEqual({
      status: 409,
      description: refusalText('ALREADY_REVOKED'),
    });
  });

  it('leaves a copy a newer entry has claimed: that exemption goes on', async () => {
    const identifiers = freshSubject();
    const older = await store().insert(entryOf(identifiers, { daysAgo: 40, validityDays: 20 }));
    const newer = await store().insert(entryOf({ taxCode: null, vatRegistrationNo: identifiers.vatRegistrationNo }));
    await store().revoke(older.id, 'mario.rossi', new Date());
    expect(await read(whiteListKey(identifiers.taxCode))).toMatchObject({
      entryId: older.id,
      revocationUser: 'mario.rossi',
    });
    expect(await read(whiteListKey(identifiers.vatRegistrationNo))).toEqual(
      copyItem(newer, identifiers.vatRegistrationNo),
    );
  });

  it('stops the exemption even when the entry’s write fails; a retry completes it, the copies keep their date', async () => {
    const identifiers = freshSubject();
    const inserted = await store().insert(entryOf(identifiers));
    const crashing = clientWith(
      UpdateCommand,
      whiteListEntryKey(inserted.id),
      async () => undefined,
      new Error('crash'),
    );
    await expect(
      store(crashing).revoke(inserted.id, 'mario.rossi', new Date('2026-11-24T10:00:00.000Z')),
    ).rejects.toThrow('crash');
    expect(await read(whiteListKey(identifiers.taxCode))).toMatchObject({ revocationDate: '2026-11-24T10:00:00.000Z' });
    expect(await store().find(inserted.id)).toMatchObject({ revocationDate: null });

    const { after } = await store().revoke(inserted.id, 'chiara.ferri', new Date('2026-11-24T11:00:00.000Z'));
    expect(after).toMatchObject({ revocationDate: '2026-11-24T11:00:00.000Z', revocationUser: 'chiara.ferri' });
    expect(await read(whiteListKey(identifiers.vatRegistrationNo))).toMatchObject({
      revocationDate: '2026-11-24T10:00:00.000Z',
      revocationUser: 'mario.rossi',
    });
  });

  it('of two revokes at once, one answers 409', async () => {
    const inserted = await store().insert(entryOf(freshSubject()));
    const outcomes = await Promise.allSettled([
      store().revoke(inserted.id, 'mario.rossi', new Date()),
      store().revoke(inserted.id, 'chiara.ferri', new Date()),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = outcomes.filter((outcome) => outcome.status === 'rejected') as [PromiseRejectedResult];
    expect(clientFailure(rejected.reason)?.status).toBe(409);
  });
});
