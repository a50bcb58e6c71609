import { describe, expect, it } from 'vitest';
import { EMPTY_HEAD, findOnHead, type Head, headOf, prepareOnHead, publishOnHead } from './head';
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
