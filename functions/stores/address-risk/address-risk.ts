/**
 * Other subjects known at an address whose memberships one check reads at most: two member keys each
 * (one per black list) plus the checked subject's own four fit the 100 keys of a single BatchGet, so
 * the correlation costs one request whatever the address. An address with more (a large condominium)
 * is judged on the newest: the list is kept in order of arrival.
 */
export const KNOWN_SUBJECTS_READ = 48;

const idsIn = (value: unknown): string[] =>
  value instanceof Set || Array.isArray(value)
    ? [...value].filter((id): id is string => typeof id === 'string').map((id) => id.toUpperCase())
    : [];

/**
 * What a supply address's item says to a check of the subject known by `own`: whether another subject
 * in arrears is flagged there, and which other subjects with a supply there could correlate through a
 * black list (the newest KNOWN_SUBJECTS_READ of them; none to read once arrears already correlate).
 */
export function addressRisk(
  item: Record<string, unknown> | undefined,
  own: readonly string[],
): { inArrears: boolean; knownOthers: string[] } {
  const ownIds = new Set(own.map((id) => id.toUpperCase()));
  const others = (value: unknown) => [...new Set(idsIn(value))].filter((id) => !ownIds.has(id));
  const inArrears = others(item?.flaggedSubjects).length > 0;
  return { inArrears, knownOthers: inArrears ? [] : others(item?.knownSubjects).slice(-KNOWN_SUBJECTS_READ) };
}
