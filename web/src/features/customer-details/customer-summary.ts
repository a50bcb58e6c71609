import type { Customer } from '../../../../shared/customers/customer-fields';
import { BLACKLIST_KINDS, type BlacklistKind, PRECHECK_MICRO_SEGMENTS } from '../../../../shared/enums';
import { formatDateTime } from '../../../../shared/format/italian-format';
import type { CustomerDetailsResponse } from '../../../../shared/schemas/customers';
import type { PrecheckFormValues } from '../../../../shared/validators/precheck-form';
import { formatExpiry, isActiveEntry } from '../../../../shared/whitelist/whitelist-insert';

/**
 * What the customer's page derives from the customer and its lists: pure, so each reading is tested
 * with a table of cases and the components only draw it.
 */

/** How the page names the customer: the company, else surname and name, else its code. */
export function customerName(
  customer: Pick<Customer, 'A_RAGIONE_SOCIALE' | 'A_COGNOME' | 'A_NOME' | 'A_CODICE_CLIENTE'>,
): string {
  const company = customer.A_RAGIONE_SOCIALE?.trim();
  if (company) return company;
  const person = [customer.A_COGNOME, customer.A_NOME]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return person || customer.A_CODICE_CLIENTE;
}

/** The supply address on one line: 'Via del Corso 1, Roma (RM)'; the parts the feed left empty are left out. */
export function supplyAddress(customer: Pick<Customer, 'F_INDIRIZZO' | 'F_COMUNE' | 'F_PROVINCIA'>): string {
  const place = [customer.F_COMUNE, customer.F_PROVINCIA && `(${customer.F_PROVINCIA})`].filter(Boolean).join(' ');
  return [customer.F_INDIRIZZO, place].filter(Boolean).join(', ');
}

export type WhiteListStanding =
  | { status: 'none' }
  | { status: 'active' | 'expired' | 'revoked' /** As the white list shows it. */; date: string };

/**
 * The customer's white-list entry as of `now`, by the precheck's own rule (isActiveEntry): exempt until
 * its expiry, expired, or revoked (a revocation wins over an expiry); none when no entry names it.
 */
export function whiteListStanding(entry: CustomerDetailsResponse['whiteList'], now: Date): WhiteListStanding {
  if (!entry) return { status: 'none' };
  if (entry.revocationDate !== null) return { status: 'revoked', date: formatDateTime(entry.revocationDate) };
  return { status: isActiveEntry(entry, now) ? 'active' : 'expired', date: formatExpiry(entry.expiringDate) };
}

/** The black lists in force that list the customer, in the order of the enumeration. */
export function blackListsListing(blackLists: CustomerDetailsResponse['blackLists']): BlacklistKind[] {
  return BLACKLIST_KINDS.filter((kind) => blackLists[kind]);
}

const VAT_NUMBER = /^\d{11}$/;

/**
 * The precheck form as the customer fills it (spec section 3 'Precheck request'): a person (micro
 * segment PER) is checked as PF by tax code, name and surname; anyone else as PG by VAT number (the
 * tax code when it is a company's numeric one), with its micro segment when the form offers it; the
 * supply address where the customer has one. The precheck judges the values (precheck-prefill.ts).
 */
export function precheckPrefill(customer: Customer): Partial<PrecheckFormValues> {
  const address = {
    provinceCode: customer.F_PROVINCIA ?? '',
    municipality: customer.F_COMUNE ?? '',
    street: customer.F_INDIRIZZO ?? '',
  };
  if (customer.A_MICRO_SEGMENTO_DESC === 'PER') {
    return {
      subjectType: 'PF',
      taxCode: customer.A_CODICE_FISCALE ?? '',
      name: customer.A_NOME ?? '',
      surname: customer.A_COGNOME ?? '',
      ...address,
    };
  }
  const taxCode = customer.A_CODICE_FISCALE?.trim() ?? '';
  const offered = PRECHECK_MICRO_SEGMENTS.PG as readonly string[];
  return {
    subjectType: 'PG',
    microSegment: offered.includes(customer.A_MICRO_SEGMENTO_DESC ?? '') ? (customer.A_MICRO_SEGMENTO_DESC ?? '') : '',
    vatRegistrationNo: customer.A_PARTITA_IVA ?? (VAT_NUMBER.test(taxCode) ? taxCode : ''),
    ...address,
  };
}
