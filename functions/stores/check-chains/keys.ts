/**
 * Keys of the repeated-checks monitoring in the request-log table (docs/monitoring.md 'Storage'):
 * - `LINK#<key>` / `LINK`: a link key's recent attempts, one attribute `e<id>` each;
 * - `CHAIN#<id>` / `HEAD`: a chain's head (counts, flags, who, review), listed through the `chains`
 *   index once it holds two attempts (`cpk` = month of last activity, `csk` = last instant and id);
 * - `CHAIN#<id>` / `A#<instant>#<id>`: each of its attempts, in order, found by check through byId (`CHAINOF#<id>`);
 * - `REPEATS#<month>` / `<A|U>#<code>`: who repeats per agency and per user, one item a month with each
 *   day's counters in one number (`d<dd>`: checks, joined and red then green after an edit, packed by
 *   `packDay`) and the ids of its last two days (`i<dd>`, so a retried check counts once); code `-` for the checks
 *   without agency or user, so either kind sums to everyone's totals.
 */

const ID_WIDTH = 12;
const padded = (id: number) => String(id).padStart(ID_WIDTH, '0');

export const linkItemKey = (key: string) => ({ pk: `LINK#${key}`, sk: 'LINK' });
export const chainPartition = (chain: number) => `CHAIN#${chain}`;
export const chainHeadKey = (chain: number) => ({ pk: chainPartition(chain), sk: 'HEAD' });
export const ATTEMPT_PREFIX = 'A#';
export const attemptKey = (chain: number, at: string, id: number) => ({
  pk: chainPartition(chain),
  sk: `${ATTEMPT_PREFIX}${at}#${padded(id)}`,
});
/** The chains index's partition: the month (Italian) of a chain's last activity. */
export const chainsPartition = (month: string) => `CHAINS#${month}`;
export const chainsSortKey = (lastAt: string, chain: number) => `${lastAt}#${padded(chain)}`;

/** A check's attempt item through the byId index: how a check's detail finds its chain. */
export const attemptOfCheckPartition = (id: number) => `CHAINOF#${id}`;

/** An attempt's attribute in a link item. */
export const entryAttribute = (id: number) => `e${id}`;
export const isEntryAttribute = (name: string) => /^e\d+$/.test(name);

export type RepeaterKind = 'A' | 'U';
export const repeatsPartition = (month: string) => `REPEATS#${month}`;
/** The code of the item counting the checks without agency (or user): in everyone's totals, no row. */
export const NO_REPEATER = '-';
export const repeaterSortKey = (kind: RepeaterKind, code: string) => `${kind}#${code}`;
/** The attributes of a day in a repeater's month item: its packed counters, and the ids it counted. */
export const dayAttributes = (day: string) => {
  const dd = day.slice(8, 10);
  return { counts: `d${dd}`, ids: `i${dd}` };
};

/**
 * A day's three counters in one number, so that adding a check is one ADD and a month's report reads
 * one attribute a day, not three (a user's month item is read whole: its attributes are the report's
 * cost). Decimal places, readable as stored: checks in the units (up to 999,999 a day), joined from the
 * millions, red then green after an edit from the 10^12 (up to 9,006 a day: the safe integers' bound).
 */
const JOINED = 1_000_000;
const RED_THEN_GREEN = 1_000_000_000_000;
export interface DayCounts {
  checks: number;
  joined: number;
  redThenGreen: number;
}
export const packDay = ({ checks, joined, redThenGreen }: DayCounts): number =>
  checks + joined * JOINED + redThenGreen * RED_THEN_GREEN;
export const unpackDay = (packed: number): DayCounts => ({
  checks: packed % JOINED,
  joined: Math.floor(packed / JOINED) % JOINED,
  redThenGreen: Math.floor(packed / RED_THEN_GREEN),
});
