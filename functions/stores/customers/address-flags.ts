import { type Customer, customerIdentifiers, isInArrears } from '../../../shared/customers/customer-fields';
import { addressRiskKey } from '../address-risk/keys';

type Key = { pk: string; sk: string };
type FlagFields = Pick<
  Customer,
  'A_CODICE_FISCALE' | 'A_PARTITA_IVA' | 'K_CRED_SCAD_NETTO_TOTALE' | 'F_PROVINCIA' | 'F_COMUNE' | 'F_INDIRIZZO'
>;

/** Identifiers to add to and remove from one supply address's `flaggedSubjects`. */
export interface FlagChange {
  key: Key;
  add: string[];
  remove: string[];
}

/**
 * The supply address whose item flags the customer: only while it is in arrears, and only when the
 * feed gave the whole address (province, municipality and street); otherwise none.
 */
export function flaggedAddress(customer: FlagFields): Key | undefined {
  const { F_PROVINCIA, F_COMUNE, F_INDIRIZZO } = customer;
  if (!isInArrears(customer) || !F_PROVINCIA || !F_COMUNE || !F_INDIRIZZO) return undefined;
  return addressRiskKey({ provinceCode: F_PROVINCIA, municipality: F_COMUNE, street: F_INDIRIZZO });
}

/**
 * What a batch of customers changes in the flags, given what the same identifiers held before: each
 * customer in arrears flags its identifiers at its supply address; a previous customer flagged
 * somewhere is unflagged there unless the new rows flag the same identifier at the same address (it
 * left arrears, moved, or lost an identifier). Adding wins over removing at one address, so the
 * order of the rows in a batch does not matter for a subject flagged by any of them.
 */
export function flagChanges(rows: readonly { customer: FlagFields; previous: readonly FlagFields[] }[]): FlagChange[] {
  const changes = new Map<string, { key: Key; add: Set<string>; remove: Set<string> }>();
  const at = (key: Key) => {
    const id = `${key.pk}|${key.sk}`;
    let change = changes.get(id);
    if (!change) {
      change = { key, add: new Set(), remove: new Set() };
      changes.set(id, change);
    }
    return change;
  };
  for (const { customer, previous } of rows) {
    const key = flaggedAddress(customer);
    if (key) for (const id of customerIdentifiers(customer)) at(key).add.add(id);
    for (const before of previous) {
      const beforeKey = flaggedAddress(before);
      if (beforeKey) for (const id of customerIdentifiers(before)) at(beforeKey).remove.add(id);
    }
  }
  return [...changes.values()]
    .map(({ key, add, remove }) => ({
      key,
      add: [...add].sort(),
      remove: [...remove].filter((id) => !add.has(id)).sort(),
    }))
    .filter((change) => change.add.length > 0 || change.remove.length > 0);
}
