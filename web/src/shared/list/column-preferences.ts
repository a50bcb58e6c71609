/**
 * Which columns a list shows, remembered per list in localStorage so the choice survives a reload.
 * Stored as the ids of the visible columns; unknown ids (a column since removed) are ignored, and
 * an unreadable or empty entry gives the list's defaults.
 */

const STORAGE_PREFIX = 'semaforo.columns.';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage may be refused (privacy settings): the defaults then apply for the session.
    return undefined;
  }
}

export function columnsStorageKey(listId: string): string {
  return `${STORAGE_PREFIX}${listId}`;
}

export function readVisibleColumns<Column extends string>(
  listId: string,
  allColumns: readonly Column[],
  defaults: readonly Column[],
  storage: Storage | undefined = browserStorage(),
): Column[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(columnsStorageKey(listId)) ?? 'null');
  } catch {
    stored = null;
  }
  if (!Array.isArray(stored)) return [...defaults];
  const known = allColumns.filter((column) => stored.includes(column));
  return known.length > 0 ? known : [...defaults];
}

export function writeVisibleColumns(
  listId: string,
  columns: readonly string[],
  storage: Storage | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(columnsStorageKey(listId), JSON.stringify(columns));
  } catch {
    // A full or refused storage only loses the remembered choice.
  }
}
