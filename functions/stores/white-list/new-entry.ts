import type { AddToWhitelistRequest, WhitelistSubject } from '../../../shared/schemas/whitelist';
import { insertIdentifiers, whitelistExpiry } from '../../../shared/whitelist/whitelist-insert';

/** An entry about to be inserted: everything but its id, which the store draws. */
export type NewEntry = Omit<WhitelistSubject, 'id'>;

/** Who inserts, when, and the CURRENT configuration's validity days. */
export interface Insertion {
  user: string;
  now: Date;
  validityDays: number;
}

/**
 * The entry an insert makes of a request (spec section 5 'White list insert'): the identifiers as they
 * travel (tax code upper-cased, blanks as null), text trimmed, created now by the caller, expiring at the
 * end of the Italian day `validityDays` after today. A client's `expiringDate` is not read: the expiry is
 * the configuration's. The request fields the insert form does not have are null.
 */
export function newEntry(request: AddToWhitelistRequest, { user, now, validityDays }: Insertion): NewEntry {
  const note = request.note?.trim();
  return {
    ...insertIdentifiers({
      taxCode: request.taxCode ?? '',
      vatRegistrationNo: request.vatRegistrationNo ?? '',
    }),
    companyName: request.companyName.trim(),
    reasonDescription: request.reasonDescription.trim(),
    creationDate: now.toISOString(),
    expiringDate: whitelistExpiry(now, validityDays),
    revocationDate: null,
    requestDate: null,
    siebelRequestCode: null,
    idRequest: null,
    note: note || null,
    creationUser: user,
    revocationUser: null,
  };
}
