import type { Attempt } from './attempt';
import { birthDataOf, canonicalIdentifier, foldCompanyName, foldText } from './identity-fold';

/**
 * The keys under which an attempt is found by the next ones (docs/monitoring.md 'Linking'). Two kinds:
 * - a key that is the subject: its identifier (`ID#`), or a company's folded name in its province (`CO#`);
 * - a key that only narrows the search: a person's birth data (`BIRTH#`) or the supply address (`ADDR#`),
 *   which link only with a similar name (an address alone is a building, not a person).
 */
export type LinkKeyKind = 'ID' | 'CO' | 'BIRTH' | 'ADDR';
export interface LinkKey {
  kind: LinkKeyKind;
  key: string;
}

/** Keys of these kinds link only when the names are similar too. */
export const NAME_CHECKED_KEYS: ReadonlySet<LinkKeyKind> = new Set(['BIRTH', 'ADDR']);

const isPerson = (attempt: Attempt) => attempt.fields.subjectType === 'PF';

/** The name two attempts are compared by: a person's name and surname, else the folded company name. */
export function comparedName(attempt: Attempt): string {
  const { fields } = attempt;
  if (isPerson(attempt)) return foldText(`${fields.name ?? ''} ${fields.surname ?? ''}`);
  return foldCompanyName(fields.companyName);
}

/** The supply address folded: street and number, municipality, province. */
export const foldedAddress = (attempt: Attempt) => foldText(attempt.fields.address);

export function linkKeysOf(attempt: Attempt): LinkKey[] {
  const { fields } = attempt;
  const keys: LinkKey[] = [];
  const identifiers = new Set(
    [fields.taxCode, fields.vatRegistrationNo].filter((id): id is string => Boolean(id)).map(canonicalIdentifier),
  );
  for (const identifier of identifiers) keys.push({ kind: 'ID', key: `ID#${identifier}` });
  const name = comparedName(attempt);
  if (isPerson(attempt)) {
    const birth = birthDataOf(fields.taxCode);
    if (birth) keys.push({ kind: 'BIRTH', key: `BIRTH#${birth}` });
  } else if (name && fields.address) {
    const province = /\(([A-Z]{2})\)$/.exec(fields.address)?.[1] ?? '';
    keys.push({ kind: 'CO', key: `CO#${name}#${province}` });
  }
  const address = foldedAddress(attempt);
  if (address && name) keys.push({ kind: 'ADDR', key: `ADDR#${address}` });
  return keys;
}
