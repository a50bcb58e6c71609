import { type WhitelistSubject, WhitelistSubjectSchema } from '../../../shared/schemas/whitelist';
import { searchText } from '../../../shared/search-text';
import { isActiveEntry } from '../../../shared/whitelist/whitelist-insert';
import { whiteListEntryKey, whiteListIndexKeys, whiteListKey } from './keys';

/**
 * A white-list entry as the data table holds it (docs/data-model.md 'White list'): the entry item, the
 * list's row, and one copy per identifier, what the precheck reads. Pure: the store writes what these make.
 */

type Item = Record<string, unknown>;

/** The fields of an entry, in the contract's order. */
const SUBJECT_FIELDS = WhitelistSubjectSchema.keyof().options;

/** The identifiers an entry exempts: its tax code and VAT number, upper-cased, each once. */
export function entryIdentifiers(subject: { taxCode?: string | null; vatRegistrationNo?: string | null }): string[] {
  const identifiers = [subject.taxCode, subject.vatRegistrationNo]
    .map((identifier) => identifier?.trim().toUpperCase())
    .filter((identifier): identifier is string => Boolean(identifier));
  return [...new Set(identifiers)];
}

/**
 * The entry's fields without its revocation while it has none: the list's 'active only' filter asks
 * for entries with no `revocationDate` attribute (attribute_not_exists), which a stored null would fail.
 */
function entryFields(subject: WhitelistSubject): Item {
  if (subject.revocationDate !== null) return { ...subject };
  const { revocationDate: _date, revocationUser: _user, ...unrevoked } = subject;
  return unrevoked;
}

/**
 * The entry item: every field of the entry, its company name folded for the list's search, its
 * identifiers (the keys of its copies, kept for whoever reads the table; a revoke derives them from the
 * tax code and VAT number) and its month partition and sort key on the list's index.
 */
export const entryItem = (subject: WhitelistSubject): Item => ({
  ...whiteListEntryKey(subject.id),
  ...whiteListIndexKeys(subject),
  ...entryFields(subject),
  searchName: searchText(subject.companyName),
  identifiers: entryIdentifiers(subject),
});

/**
 * The copy of an entry under one of its identifiers. The precheck reads `revocationDate` (null or an
 * instant) and `expiringDate`; `entryId` names the entry it copies, the condition of every later write
 * of the copy. It carries every other field too, so an entry item lost to a crash between the writes
 * can be written again from it (the repair, white-list-store.ts).
 */
export function copyItem(subject: WhitelistSubject, identifier: string): Item {
  const { id, ...fields } = subject;
  return { ...whiteListKey(identifier), entryId: id, ...fields };
}

/** An entry as the calls answer it, from its entry item: a field the item lacks (no revocation yet) is null. */
export const subjectOfEntry = (item: Item): WhitelistSubject =>
  Object.fromEntries(SUBJECT_FIELDS.map((field) => [field, item[field] ?? null])) as WhitelistSubject;

/** The entry a copy was made from, when it names one (copies written before entries had ids do not). */
export function subjectOfCopy(copy: Item): WhitelistSubject | undefined {
  return typeof copy.entryId === 'string' ? subjectOfEntry({ ...copy, id: copy.entryId }) : undefined;
}

/**
 * Whether a copy exempts its identifier at `now`, read as the precheck reads it: any revocation date
 * revokes. A copy written before entries had ids counts too: it exempts whether or not an entry names it.
 */
export function isActiveCopy(copy: Item, now: Date): boolean {
  const revocationDate = typeof copy.revocationDate === 'string' && copy.revocationDate ? copy.revocationDate : null;
  // A copy without an expiry never expires, as the precheck reads it (WHITE_LIST_NO_EXPIRY).
  if (revocationDate === null && (copy.expiringDate === undefined || copy.expiringDate === null)) return true;
  return isActiveEntry({ revocationDate, expiringDate: String(copy.expiringDate ?? '') }, now);
}
