import { describe, expect, it } from 'vitest';
import {
  EMPTY_HEAD,
  findOnHead,
  type Head,
  headOf,
  prepareOnHead,
  publishOnHead,
  scheduleOnHead,
  settleOnHead,
} from './head';
import type { VersionBase } from './lifecycle';

type Record = VersionBase<'UPDATING' | 'CURRENT' | 'ARCHIVED'>;

const record = (id: string, status: Record['status']): Record => ({
  id,
  status,
  version: 1,
  note: null,
  updatedBy: null,
  updatedAt: null,
});

const current = record('c', 'CURRENT');
const updating = record('u', 'UPDATING');
const older = record('a1', 'ARCHIVED');
const old = record('a2', 'ARCHIVED');
const archive = (previous: Record): Record => ({ ...previous, status: 'ARCHIVED' });

/** A head at revision 7 with one version in force, one being prepared and two archived before. */
const head: Head<Record> = { ...headOf(current, [older, old]), revision: 7, updating };

describe('findOnHead', () => {
  it.each([
    ['the version being prepared', 'u', updating],
    ['the version in force', 'c', current],
    // The history is the store's: the head answers only for what it holds in force or in preparation.
    ['the last archived', 'a2', undefined],
    ['an unknown id', 'x', undefined],
  ])('%s (%s)', (_case, id, expected) => {
    expect(findOnHead(head, id)).toBe(expected);
  });

  it('finds nothing on an empty head', () => {
    expect(findOnHead(EMPTY_HEAD, 'c')).toBeUndefined();
  });
});

describe('headOf', () => {
  it.each([
    ['no history', [], { revision: 1, current, updating: null, lastArchived: null, archivedCount: 0 }],
    [
      'two archived, oldest first',
      [older, old],
      { revision: 1, current, updating: null, lastArchived: old, archivedCount: 2, lastArchivedSequence: 2 },
    ],
  ] as const)('%s', (_case, archived, expected) => {
    expect(headOf(current, archived)).toStrictEqual(expected);
  });
});

describe('publishOnHead', () => {
  const restored = record('r', 'CURRENT');

  it('publishing the version being prepared: in force, nothing prepared, the previous archived as number 3', () => {
    const published = { ...updating, status: 'CURRENT' as const };
    expect(publishOnHead(head, published, archive)).toStrictEqual({
      revision: 8,
      current: published,
      updating: null,
      lastArchived: { ...current, status: 'ARCHIVED' },
      archivedCount: 3,
      lastArchivedSequence: 3,
    });
  });

  it('putting another version in force (a restore) keeps the one being prepared', () => {
    expect(publishOnHead(head, restored, archive)).toMatchObject({
      revision: 8,
      current: restored,
      updating,
      lastArchived: { ...current, status: 'ARCHIVED' },
      archivedCount: 3,
      lastArchivedSequence: 3,
    });
  });

  it('the first version ever in force archives nothing', () => {
    expect(publishOnHead(EMPTY_HEAD as Head<Record>, restored, archive)).toStrictEqual({
      ...EMPTY_HEAD,
      revision: 1,
      current: restored,
    });
  });

  it('does not change the head it was given', () => {
    const before = structuredClone(head);
    publishOnHead(head, restored, archive);
    expect(head).toStrictEqual(before);
  });
});

describe('prepareOnHead', () => {
  it.each([
    ['a new version being prepared', record('n', 'UPDATING')],
    ['none (a delete)', null],
  ])('%s: the next revision, the rest as it was', (_case, prepared) => {
    expect(prepareOnHead(head, prepared)).toStrictEqual({ ...head, revision: 8, updating: prepared });
  });
});

describe('a version published to take effect later (scheduled)', () => {
  const waiting = record('w', 'CURRENT');
  const newer = record('n', 'CURRENT');
  const supersede = (previous: Record): Record => ({ ...previous, status: 'ARCHIVED', note: 'superseded' });
  const scheduledHead: Head<Record> = { ...head, scheduled: waiting };

  describe('findOnHead', () => {
    it.each([
      ['the version waiting', 'w', waiting],
      ['the version in force beside it', 'c', current],
      ['the version being prepared beside it', 'u', updating],
      ['an unknown id', 'x', undefined],
    ])('%s (%s)', (_case, id, expected) => {
      expect(findOnHead(scheduledHead, id)).toBe(expected);
    });

    it('a head without the slot (an entity that publishes at once) finds the rest as before', () => {
      expect(findOnHead(head, 'c')).toBe(current);
      expect(findOnHead({ ...head, scheduled: null }, 'w')).toBeUndefined();
    });
  });

  describe('scheduleOnHead', () => {
    it('the version being prepared leaves its slot to wait; the version in force and the history untouched', () => {
      expect(scheduleOnHead(head, { ...updating, status: 'CURRENT' }, supersede)).toStrictEqual({
        ...head,
        revision: 8,
        updating: null,
        scheduled: { ...updating, status: 'CURRENT' },
      });
    });

    it('another version scheduled (a restore) keeps the one being prepared', () => {
      expect(scheduleOnHead(head, newer, supersede)).toStrictEqual({ ...head, revision: 8, scheduled: newer });
    });

    it('a version already waiting is superseded: archived as number 3, never in force', () => {
      expect(scheduleOnHead(scheduledHead, newer, supersede)).toStrictEqual({
        ...head,
        revision: 8,
        scheduled: newer,
        current,
        lastArchived: { ...waiting, status: 'ARCHIVED', note: 'superseded' },
        archivedCount: 3,
        lastArchivedSequence: 3,
      });
    });

    it('does not change the head it was given', () => {
      const before = structuredClone(scheduledHead);
      scheduleOnHead(scheduledHead, newer, supersede);
      expect(scheduledHead).toStrictEqual(before);
    });
  });

  describe('settleOnHead', () => {
    const takeEffect = (version: Record): Record => ({ ...version, note: 'in force' });
    const settle = (given: Head<Record>, due: boolean) => settleOnHead(given, () => due, takeEffect, archive);

    it.each([
      ['nothing waiting', head, true],
      ['nothing waiting (the slot emptied by a previous settle)', { ...head, scheduled: null }, true],
      ['a version waiting whose time has not come', scheduledHead, false],
    ])('nothing to settle: %s', (_case, given, due) => {
      expect(settle(given, due)).toBeNull();
    });

    it('a version whose time has come: in force as takeEffect makes it, the previous archived as number 3', () => {
      expect(settle(scheduledHead, true)).toStrictEqual({
        revision: 8,
        current: { ...waiting, note: 'in force' },
        updating,
        scheduled: null,
        lastArchived: { ...current, status: 'ARCHIVED' },
        archivedCount: 3,
        lastArchivedSequence: 3,
      });
    });

    it('the first version ever in force archives nothing', () => {
      const first: Head<Record> = { ...EMPTY_HEAD, revision: 2, scheduled: waiting };
      expect(settle(first, true)).toStrictEqual({
        ...first,
        revision: 3,
        scheduled: null,
        current: { ...waiting, note: 'in force' },
      });
    });

    it('asks `due` about the version waiting', () => {
      const asked: Record[] = [];
      const due = (version: Record) => {
        asked.push(version);
        return false;
      };
      settleOnHead(scheduledHead, due, takeEffect, archive);
      expect(asked).toEqual([waiting]);
    });
  });
});
