import { MS_PER_DAY } from '../italian-time';
import { type Attempt, type ComparedField, changedFields } from './attempt';
import { birthDataOf, canonicalIdentifier } from './identity-fold';
import { comparedName, type LinkKey, type LinkKeyKind, linkKeysOf, NAME_CHECKED_KEYS } from './link-keys';
import { jaroWinkler } from './similarity';

/** How far back a check looks for the earlier checks of its subject. */
export const CHAIN_WINDOW_DAYS = 90;
/** Two names this similar (Jaro-Winkler, folded) are one person's, on a birth-data or address key. */
export const NAME_SIMILARITY_THRESHOLD = 0.88;
/** A check within this many days of a red is a repeat after a red. */
export const REPEAT_AFTER_RED_DAYS = 7;
/** This many attempts within a day are a burst. */
export const BURST_ATTEMPTS = 5;
export const BURST_HOURS = 24;

/** An attempt as a link key keeps it: the attempt and the chain it joined. */
export interface ChainEntry extends Attempt {
  chain: number;
}

/** What each chain says, as flags kept with it (docs/monitoring.md 'Flags'). */
export const CHAIN_FLAGS = ['REPEAT_AFTER_RED', 'RED_THEN_GREEN_EDIT', 'IDENTITY_VARIANTS', 'BURST'] as const;
export type ChainFlag = (typeof CHAIN_FLAGS)[number];

export interface Link {
  /**
   * The chain the attempt joins: of the chains it matched, the one of the strongest key, the earliest among
   * equals; else a new one named by its own id.
   */
  chain: number;
  /** Whether the chain held earlier attempts. */
  joined: boolean;
  /** The chain's earlier attempts the keys found, oldest first. */
  earlier: ChainEntry[];
  /** The flags this attempt raises on its chain. */
  flags: ChainFlag[];
  /** For a green after a red: the fields that changed between the two. */
  changed: ComparedField[];
  /** Earlier attempts of the last REPEAT_AFTER_RED_DAYS days, when one of them was red; else 0. */
  recentAfterRed: number;
}

const ms = (iso: string) => new Date(iso).getTime();

/** Whether an entry found under a key is the attempt's subject. */
function matches(attempt: Attempt, key: LinkKey, entry: ChainEntry, name: string): boolean {
  if (key.kind !== 'ID' && contradictingIdentifiers(attempt, entry)) return false;
  if (!NAME_CHECKED_KEYS.has(key.kind)) return true;
  const other = comparedName(entry);
  if (!name || !other) return false;
  // At one address, two people born on other days are a family unless they carry the very same name.
  if (key.kind === 'ADDR' && otherBirthData(attempt, entry)) return name === other;
  return jaroWinkler(name, other) >= NAME_SIMILARITY_THRESHOLD;
}

/** Both tax codes give birth data, and they differ. */
function otherBirthData(attempt: Attempt, entry: ChainEntry): boolean {
  const mine = birthDataOf(attempt.fields.taxCode);
  const theirs = birthDataOf(entry.fields.taxCode);
  return mine !== null && theirs !== null && mine !== theirs;
}

const identifiersOf = ({ fields }: Attempt) =>
  [fields.taxCode, fields.vatRegistrationNo].filter((id): id is string => Boolean(id)).map(canonicalIdentifier);

/**
 * Two companies or bodies whose identifiers are all different are two subjects, whatever their name:
 * a company's name is often shared (an activity and a place) where its VAT number never is. People are
 * not told apart so: a corrected surname changes the tax code of one person.
 */
function contradictingIdentifiers(attempt: Attempt, entry: ChainEntry): boolean {
  if (attempt.fields.subjectType === 'PF' || entry.fields.subjectType === 'PF') return false;
  const mine = identifiersOf(attempt);
  const theirs = new Set(identifiersOf(entry));
  return mine.length > 0 && theirs.size > 0 && !mine.some((id) => theirs.has(id));
}

/**
 * How weak a key's evidence of one subject is: an identifier or a company's name in its province is the
 * subject; birth data with a similar name is a person; an address with a similar name may be a namesake
 * in the same building. A check that matches several chains joins the one of the strongest evidence,
 * the earliest among equals: a namesake at the address never takes a re-check away from its own chain.
 */
const KEY_WEAKNESS: Record<LinkKeyKind, number> = { ID: 0, CO: 0, BIRTH: 1, ADDR: 2 };

/**
 * Links an attempt to the chain of the earlier checks of its subject, from the entries its keys hold
 * (`found`: key → entries). Pure: the check and the rebuild from the log call it alike. Linking reads
 * the attempt's own facts and the entries only, and never the decision's inputs: it cannot change one.
 */
export function linkAttempt(attempt: Attempt, found: ReadonlyMap<string, readonly ChainEntry[]>): Link {
  const at = ms(attempt.at);
  const since = at - CHAIN_WINDOW_DAYS * MS_PER_DAY;
  const name = comparedName(attempt);
  const inWindow = (entry: ChainEntry) => entry.id !== attempt.id && ms(entry.at) >= since && ms(entry.at) <= at;
  const candidates = new Map<number, ChainEntry>();
  // Each chain matched, with the strongest evidence that matched it.
  const chains = new Map<number, number>();
  for (const key of linkKeysOf(attempt)) {
    for (const entry of found.get(key.key) ?? []) {
      if (!inWindow(entry)) continue;
      candidates.set(entry.id, entry);
      if (!matches(attempt, key, entry, name)) continue;
      chains.set(entry.chain, Math.min(chains.get(entry.chain) ?? KEY_WEAKNESS[key.kind], KEY_WEAKNESS[key.kind]));
    }
  }
  if (chains.size === 0)
    return { chain: attempt.id, joined: false, earlier: [], flags: [], changed: [], recentAfterRed: 0 };
  const [chain] = [...chains].reduce((best, next) =>
    next[1] < best[1] || (next[1] === best[1] && next[0] < best[0]) ? next : best,
  );
  const earlier = [...candidates.values()]
    .filter((entry) => entry.chain === chain)
    .sort((left, right) => ms(left.at) - ms(right.at) || left.id - right.id);
  return { chain, joined: true, earlier, ...flagsOf(attempt, earlier) };
}

/** The flags an attempt raises, from its chain's earlier attempts (oldest first). */
function flagsOf(attempt: Attempt, earlier: readonly ChainEntry[]) {
  const at = ms(attempt.at);
  const flags: ChainFlag[] = [];
  const recent = earlier.filter((entry) => at - ms(entry.at) <= REPEAT_AFTER_RED_DAYS * MS_PER_DAY);
  const afterRed = recent.some((entry) => entry.trafficLight === 'R');
  if (afterRed) flags.push('REPEAT_AFTER_RED');
  const previous = earlier.at(-1);
  let changed: ComparedField[] = [];
  if (attempt.trafficLight === 'V' && previous?.trafficLight === 'R') {
    changed = changedFields(previous.fields, attempt.fields);
    if (changed.length > 0) flags.push('RED_THEN_GREEN_EDIT');
  }
  if (hasIdentityVariants([...earlier, attempt])) flags.push('IDENTITY_VARIANTS');
  const inBurst = earlier.filter((entry) => at - ms(entry.at) <= BURST_HOURS * 3_600_000).length + 1;
  if (inBurst >= BURST_ATTEMPTS) flags.push('BURST');
  return { flags, changed, recentAfterRed: afterRed ? recent.length : 0 };
}

/** Two or more tax codes, or two or more VAT numbers, omocodia undone. */
export function hasIdentityVariants(attempts: readonly Attempt[]): boolean {
  const distinct = (pick: (attempt: Attempt) => string | null) =>
    new Set(
      attempts
        .map(pick)
        .filter((id): id is string => Boolean(id))
        .map(canonicalIdentifier),
    ).size;
  return distinct((a) => a.fields.taxCode) >= 2 || distinct((a) => a.fields.vatRegistrationNo) >= 2;
}
