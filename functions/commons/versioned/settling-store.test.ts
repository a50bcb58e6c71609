import { describe, expect, it } from 'vitest';
import { Refusal } from '../refusal/refusal';
import { EMPTY_HEAD, type Head, headOf, prepareOnHead, settleOnHead } from './head';
import type { VersionBase } from './lifecycle';
import { settledView, settlingStore } from './settling-store';
import type { VersionedStore } from './versioned-store';

type Record = VersionBase<'UPDATING' | 'WAITING' | 'CURRENT' | 'ARCHIVED'>;

const record = (id: string, status: Record['status']): Record => ({
  id,
  status,
  version: 1,
  note: null,
  updatedBy: null,
  updatedAt: null,
});

const STALE = 'CONFIGURATION_STALE' as const;
const current = record('c', 'CURRENT');
const waiting = record('w', 'WAITING');
/** A head whose waiting version's time has come. */
const due: Head<Record> = { ...headOf(current), revision: 3, scheduled: waiting };
const settle = (head: Head<Record>) =>
  settleOnHead(
    head,
    () => true,
    (version): Record => ({ ...version, status: 'CURRENT' }),
    (previous): Record => ({ ...previous, status: 'ARCHIVED' }),
  );
const settled = settle(due) as Head<Record>;

/**
 * A versioned store in memory with the real store's commit rule (written only if the head is still at
 * the revision seen, else 409). `rivals` are heads other writers commit just before each of our next
 * commits: the races the settling store loses. A rival may also be an error the write throws.
 */
function memoryStore(initial: Head<Record>, rivals: (Head<Record> | Error)[] = []) {
  let stored = initial;
  const seen = { reads: 0, commits: 0 };
  const store: VersionedStore<Record> = {
    async readHead() {
      seen.reads++;
      return stored;
    },
    async commit(before, next, staleText) {
      seen.commits++;
      const rival = rivals.shift();
      if (rival instanceof Error) throw rival;
      if (rival) stored = rival;
      if (stored.revision !== before.revision) throw new Refusal(staleText);
      stored = next;
    },
    async findArchived() {
      return undefined;
    },
    async archivedPage() {
      return { records: [], total: 0 };
    },
  };
  return { store, seen, stored: () => stored };
}

const settling = (memory: ReturnType<typeof memoryStore>) => settlingStore(memory.store, settle, STALE);

describe('settlingStore', () => {
  it.each([
    ['an entity never written', EMPTY_HEAD as Head<Record>],
    ['nothing waiting', { ...headOf(current), revision: 3 }],
    ['a head already settled', settled],
  ])('with %s: the head as stored, no write', async (_case, head) => {
    const memory = memoryStore(head);
    expect(await settling(memory).readHead()).toBe(head);
    expect(memory.seen).toEqual({ reads: 1, commits: 0 });
  });

  it('settles a version whose time has come with one conditional write, and answers the settled head', async () => {
    const memory = memoryStore(due);
    expect(await settling(memory).readHead()).toStrictEqual(settled);
    expect(memory.stored()).toStrictEqual(settled);
    expect(memory.seen).toEqual({ reads: 1, commits: 1 });
  });

  it('settles once: the next reader finds nothing to settle', async () => {
    const memory = memoryStore(due);
    const store = settling(memory);
    await store.readHead();
    expect(await store.readHead()).toStrictEqual(settled);
    expect(memory.seen).toEqual({ reads: 2, commits: 1 });
  });

  it('losing the race to another reader that settled first: re-reads, finds it settled, writes nothing more', async () => {
    const memory = memoryStore(due, [settled]);
    expect(await settling(memory).readHead()).toBe(settled);
    expect(memory.seen).toEqual({ reads: 2, commits: 1 });
  });

  it('losing the race to another change (an upload): re-reads and settles on top of it', async () => {
    const uploaded = prepareOnHead(due, record('u', 'UPDATING'));
    const memory = memoryStore(due, [uploaded]);
    const answer = await settling(memory).readHead();
    expect(answer).toStrictEqual(settle(uploaded));
    expect(answer.updating).toMatchObject({ id: 'u' });
    expect(memory.stored()).toStrictEqual(answer);
    expect(memory.seen).toEqual({ reads: 2, commits: 2 });
  });

  it('gives up after 3 lost races: 409 with the stale text, nothing written', async () => {
    // Each rival changes the head again without settling it.
    const rivals = [4, 5, 6].map((revision) => ({ ...due, revision }));
    const last = rivals[2];
    const memory = memoryStore(due, [...rivals]);
    const error = await settling(memory)
      .readHead()
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Refusal);
    expect(error).toMatchObject({ code: STALE });
    expect(memory.seen).toEqual({ reads: 3, commits: 3 });
    expect(memory.stored()).toBe(last);
  });

  it('wins on the third attempt after losing two races', async () => {
    const rivals = [4, 5].map((revision) => ({ ...due, revision }));
    const memory = memoryStore(due, rivals);
    expect(await settling(memory).readHead()).toStrictEqual(settle({ ...due, revision: 5 }));
    expect(memory.seen).toEqual({ reads: 3, commits: 3 });
  });

  it('a fault of the write (not a lost race) is thrown at once, not retried', async () => {
    const fault = new Error('throttled');
    const memory = memoryStore(due, [fault]);
    await expect(settling(memory).readHead()).rejects.toBe(fault);
    expect(memory.seen).toEqual({ reads: 1, commits: 1 });
  });

  it('tells onSettled of the settle it committed, once, with the head before and after', async () => {
    const memory = memoryStore(due);
    const told: [Head<Record>, Head<Record>][] = [];
    const store = settlingStore(memory.store, settle, STALE, async (before, after) => {
      told.push([before, after]);
    });
    await store.readHead();
    await store.readHead();
    expect(told).toEqual([[due, settled]]);
  });

  it('tells onSettled nothing when another writer settled first', async () => {
    const memory = memoryStore(due, [settled]);
    const told: unknown[] = [];
    await settlingStore(memory.store, settle, STALE, async (...heads) => {
      told.push(heads);
    }).readHead();
    expect(told).toEqual([]);
  });

  it('leaves the rest of the store as it is', () => {
    const memory = memoryStore(due);
    const store = settling(memory);
    expect(store.commit).toBe(memory.store.commit);
    expect(store.findArchived).toBe(memory.store.findArchived);
    expect(store.archivedPage).toBe(memory.store.archivedPage);
  });
});

describe('settledView', () => {
  it('computes the head in force without any store: the settled head when due, else the head itself', () => {
    expect(settledView(due, settle)).toStrictEqual(settled);
    expect(settledView(settled, settle)).toBe(settled);
  });
});
