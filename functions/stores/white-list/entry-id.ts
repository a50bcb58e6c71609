import { randomInt } from 'node:crypto';
import { romeDay } from '../../../shared/italian-time';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SUFFIX_LENGTH = 6;

/**
 * A new entry's id (shared/schemas/whitelist.ts WHITELIST_ID_PATTERN): `WL-`, the Italian day of the
 * insertion as YYYYMMDD, and six letters or digits drawn by the crypto generator (36^6, about two
 * billion a day: an id is not guessed, and a collision, which the store retries, practically never
 * happens). `draw` is the generator, replaced only by tests.
 */
export function newEntryId(now: Date, draw: (bound: number) => number = randomInt): string {
  const suffix = Array.from({ length: SUFFIX_LENGTH }, () => ALPHABET[draw(ALPHABET.length)]).join('');
  return `WL-${romeDay(now).replaceAll('-', '')}-${suffix}`;
}
