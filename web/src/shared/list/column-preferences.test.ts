import { describe, expect, it } from 'vitest';
import { columnsStorageKey, readVisibleColumns, writeVisibleColumns } from './column-preferences';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const all = ['a', 'b', 'c', 'd'] as const;
const defaults = ['a', 'b'] as const;

describe('column preferences', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(readVisibleColumns('list', all, defaults, memoryStorage())).toEqual(['a', 'b']);
  });

  it('remembers the choice per list', () => {
    const storage = memoryStorage();
    writeVisibleColumns('dossiers', ['c', 'a'], storage);
    expect(storage.items.get(columnsStorageKey('dossiers'))).toBe('["c","a"]');
    // In the list's column order.
    expect(readVisibleColumns('dossiers', all, defaults, storage)).toEqual(['a', 'c']);
    expect(readVisibleColumns('aggregated', all, defaults, storage)).toEqual(['a', 'b']);
  });

  it('ignores unknown columns and falls back on unreadable or empty entries', () => {
    const key = columnsStorageKey('list');
    expect(readVisibleColumns('list', all, defaults, memoryStorage({ [key]: '["d","gone"]' }))).toEqual(['d']);
    expect(readVisibleColumns('list', all, defaults, memoryStorage({ [key]: '["gone"]' }))).toEqual(['a', 'b']);
    expect(readVisibleColumns('list', all, defaults, memoryStorage({ [key]: '{not json' }))).toEqual(['a', 'b']);
    expect(readVisibleColumns('list', all, defaults, memoryStorage({ [key]: '{"a":1}' }))).toEqual(['a', 'b']);
  });

  it('survives a storage that refuses writes', () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeVisibleColumns('list', ['a'], refusing)).not.toThrow();
  });
});
