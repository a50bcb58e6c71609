import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { WHITELIST_ID_PATTERN, type WhitelistSubject } from '../../../shared/schemas/whitelist';
import { batchGet, keyId } from '../../commons/dynamo/batch-get';
import { refusedByCondition, unlessRefused } from '../../commons/dynamo/conditional-write';
import { logger } from '../../commons/logger';
import { Refusal } from '../../commons/refusal/refusal';
import { strongestCopy } from './copy-choice';
import { newEntryId } from './entry-id';
import { copyItem, entryIdentifiers, entryItem, isActiveCopy, subjectOfCopy, subjectOfEntry } from './entry-items';
import { whiteListEntryKey, whiteListKey } from './keys';
import type { NewEntry } from './new-entry';

type Item = Record<string, unknown>;
/** Each identifier's copy as read before an insert; undefined where the identifier has none. */
type SeenCopies = Map<string, Item | undefined>;

/** Draws of a new id after collisions before giving up (one collision is already about one in two billion). */
const MAX_ID_DRAWS = 5;

/**
 * The white list in the data table (docs/data-model.md 'White list'). No transactions (the emulator has
 * none, brief principle 5): an insert and a revoke write the copies first, each with a condition on what
 * was read, then the entry item. The copies are what the precheck reads, so an exemption starts and
 * stops with them; a crash between the writes leaves an entry item missing (insert: written again by
 * the next insert of the subject, the repair) or not yet revoked (revoke: a retry completes it).
 */
export function whiteListStore(client: DynamoDBDocumentClient, table: string) {
  /**
   * Writes the copy of `subject` under `identifier` if it is still what was read: none, or the same
   * entry's (a copy written before entries had ids: still without one). Two inserts racing on a subject
   * both read it free; the second write of the copy is refused.
   */
  async function putCopy(subject: WhitelistSubject, identifier: string, seen: Item | undefined) {
    const seenId = seen?.entryId;
    await client.send(
      new PutCommand({
        TableName: table,
        Item: copyItem(subject, identifier),
        ConditionExpression:
          seen === undefined
            ? 'attribute_not_exists(pk)'
            : typeof seenId === 'string'
              ? '#entryId = :seen'
              : 'attribute_not_exists(#entryId)',
        ExpressionAttributeNames: seen === undefined ? undefined : { '#entryId': 'entryId' },
        ExpressionAttributeValues: typeof seenId === 'string' ? { ':seen': seenId } : undefined,
      }),
    );
  }

  /** Puts back a copy `subject` wrote to what was read (deletes it where there was none), if it is still `subject`'s. */
  async function restoreCopy(subject: WhitelistSubject, identifier: string, seen: Item | undefined) {
    const condition = {
      ConditionExpression: '#entryId = :mine',
      ExpressionAttributeNames: { '#entryId': 'entryId' },
      ExpressionAttributeValues: { ':mine': subject.id },
    };
    try {
      if (seen === undefined) {
        await client.send(new DeleteCommand({ TableName: table, Key: whiteListKey(identifier), ...condition }));
      } else {
        await client.send(new PutCommand({ TableName: table, Item: seen, ...condition }));
      }
    } catch (error) {
      // Left as written: the subject stays exempt without an entry item until the next insert repairs it.
      logger.error('White-list copy not restored after a refused insert', { identifier, entryId: subject.id, error });
    }
  }

  /**
   * Claims every identifier of `subject` for it, each conditional on the copy `seen` there, in the
   * identifiers' sorted order: two inserts sharing identifiers claim them in the same order, so the
   * first to claim the first shared one gets them all (crossed inserts, X with Y and Y with X, would
   * otherwise each take one and both lose). A write refused (another insert got there first) or failing
   * puts the ones before it back as the insert first read them (`original`: after an id collision
   * `seen` names the colliding id, which is nobody's), so a refused insert changes nothing; a refusal
   * answers 409, any other failure is rethrown.
   */
  async function claimCopies(subject: WhitelistSubject, seen: SeenCopies, original: SeenCopies) {
    const written: string[] = [];
    for (const identifier of entryIdentifiers(subject).sort()) {
      try {
        await putCopy(subject, identifier, seen.get(identifier));
        written.push(identifier);
      } catch (error) {
        for (const done of written) await restoreCopy(subject, done, original.get(done));
        if (refusedByCondition(error)) throw new Refusal('ALREADY_EXEMPT');
        throw error;
      }
    }
  }

  async function readEntry(id: string): Promise<Item | undefined> {
    const { Item } = await client.send(
      new GetCommand({ TableName: table, Key: whiteListEntryKey(id), ConsistentRead: true }),
    );
    return Item;
  }

  /**
   * Writes the entry item unless its id is taken. True when written, or when the item there is this very
   * entry: an insert of the same subject found the copies without it and repaired it first. False: the
   * id belongs to another entry (a collision).
   */
  async function putEntry(subject: WhitelistSubject): Promise<boolean> {
    const written = await unlessRefused(
      client.send(
        new PutCommand({ TableName: table, Item: entryItem(subject), ConditionExpression: 'attribute_not_exists(pk)' }),
      ),
    );
    if (written) return true;
    const there = await readEntry(subject.id);
    return there !== undefined && isSameInsertion(subjectOfEntry(there), subject);
  }

  /**
   * The repair: writes the entry item of each active copy whose entry item is missing (an insert that
   * stopped between its writes), from the copy, which carries every field. An entry item that exists
   * is left alone (the condition refuses the write).
   */
  async function repairEntries(active: readonly WhitelistSubject[]) {
    const entries = new Map(active.map((subject) => [subject.id, subject]));
    for (const subject of entries.values()) {
      if (!WHITELIST_ID_PATTERN.test(subject.id)) continue;
      const repaired = await unlessRefused(
        client.send(
          new PutCommand({
            TableName: table,
            Item: entryItem(subject),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      );
      if (repaired) logger.warn('White-list entry item written again from its copy', { entryId: subject.id });
    }
  }

  /**
   * Revokes a copy if it is still this entry's and not revoked yet: a copy since claimed by a newer
   * entry is no longer this one's to stop, and one revoked already (a retry) keeps its date.
   */
  async function revokeCopy(identifier: string, id: string, revocationDate: string, revocationUser: string) {
    await unlessRefused(
      client.send(
        new UpdateCommand({
          TableName: table,
          Key: whiteListKey(identifier),
          UpdateExpression: 'SET #revocationDate = :at, #revocationUser = :by',
          ConditionExpression:
            '#entryId = :id AND (attribute_not_exists(#revocationDate) OR attribute_type(#revocationDate, :null))',
          ExpressionAttributeNames: {
            '#entryId': 'entryId',
            '#revocationDate': 'revocationDate',
            '#revocationUser': 'revocationUser',
          },
          // A copy not revoked holds a null date (the precheck reads null as none): DynamoDB's NULL type.
          ExpressionAttributeValues: { ':id': id, ':at': revocationDate, ':by': revocationUser, ':null': 'NULL' },
        }),
      ),
    );
  }

  return {
    /**
     * The entry a check of these identifiers judges by, as the precheck reads the copies (the strongest,
     * copy-choice.ts), whether active, expired or revoked; undefined when no copy names an entry.
     */
    async entryOfSubject(identifiers: readonly string[]): Promise<WhitelistSubject | undefined> {
      const copies = await batchGet(client, table, identifiers.map(whiteListKey));
      const copy = strongestCopy([...copies.values()]);
      return copy && subjectOfCopy(copy);
    },

    /** An entry by its id, if there is one (an id that cannot be one is none). */
    async find(id: string): Promise<WhitelistSubject | undefined> {
      if (!WHITELIST_ID_PATTERN.test(id)) return undefined;
      const item = await readEntry(id);
      return item && subjectOfEntry(item);
    },

    /**
     * Inserts an entry made at its `creationDate`: reads the copies of its identifiers (one BatchGet);
     * if one is active answers 409 (repairing its entry item first when it is missing); otherwise claims
     * the copies, then writes the entry item under a new id (drawn again on a collision, the copies
     * moved to it). `drawId` is the id generator, replaced only by the demo seed and tests.
     */
    async insert(entry: NewEntry, drawId: (now: Date) => string = newEntryId): Promise<WhitelistSubject> {
      const now = new Date(entry.creationDate);
      const identifiers = entryIdentifiers(entry);
      // Consistent: a copy revoked a moment ago must not read as active (a 409), nor be put back as it was.
      const found = await batchGet(client, table, identifiers.map(whiteListKey), undefined, true);
      const original: SeenCopies = new Map(identifiers.map((id) => [id, found.get(keyId(whiteListKey(id)))]));
      let seen = original;
      const active = [...seen.values()].filter((copy): copy is Item => copy !== undefined && isActiveCopy(copy, now));
      if (active.length > 0) {
        await repairEntries(active.map(subjectOfCopy).filter((subject) => subject !== undefined));
        throw new Refusal('ALREADY_EXEMPT');
      }
      for (let draw = 1; draw <= MAX_ID_DRAWS; draw++) {
        const subject: WhitelistSubject = { ...entry, id: drawId(now) };
        await claimCopies(subject, seen, original);
        if (await putEntry(subject)) return subject;
        // Collision: the copies now name this id; the next draw claims them from it.
        seen = new Map(identifiers.map((id) => [id, copyItem(subject, id)]));
        if (draw === MAX_ID_DRAWS) {
          for (const identifier of identifiers) await restoreCopy(subject, identifier, original.get(identifier));
        }
      }
      throw new Error(`No free white-list entry id after ${MAX_ID_DRAWS} draws`);
    },

    /**
     * Revokes an entry now: 404 for an id that is not one or names no entry, 409 once revoked. The
     * copies first, so the exemption stops even if the entry's write then fails (a retry completes it),
     * then the entry, conditional on not being revoked (two revokes at once: one 409).
     */
    async revoke(id: string, user: string, now: Date): Promise<{ before: WhitelistSubject; after: WhitelistSubject }> {
      const item = WHITELIST_ID_PATTERN.test(id) ? await readEntry(id) : undefined;
      if (!item) throw new Refusal('WHITELIST_ENTRY_NOT_FOUND');
      const before = subjectOfEntry(item);
      if (before.revocationDate !== null) throw new Refusal('ALREADY_REVOKED');
      const revocationDate = now.toISOString();
      await Promise.all(entryIdentifiers(before).map((identifier) => revokeCopy(identifier, id, revocationDate, user)));
      const revoked = await unlessRefused(
        client.send(
          new UpdateCommand({
            TableName: table,
            Key: whiteListEntryKey(id),
            UpdateExpression: 'SET #revocationDate = :at, #revocationUser = :by',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#revocationDate)',
            ExpressionAttributeNames: { '#revocationDate': 'revocationDate', '#revocationUser': 'revocationUser' },
            ExpressionAttributeValues: { ':at': revocationDate, ':by': user },
            ReturnValues: 'ALL_NEW',
          }),
        ),
      );
      if (!revoked) throw new Refusal('ALREADY_REVOKED');
      return { before, after: subjectOfEntry(revoked.Attributes ?? {}) };
    },
  };
}
export type WhiteListStore = ReturnType<typeof whiteListStore>;

/** Two entries are one insertion: the same identifiers, made at the same instant by the same user. */
function isSameInsertion(a: WhitelistSubject, b: WhitelistSubject): boolean {
  return (
    a.creationDate === b.creationDate &&
    a.creationUser === b.creationUser &&
    entryIdentifiers(a).join() === entryIdentifiers(b).join()
  );
}
