import type { WhitelistSubject } from '../../../../shared/schemas/whitelist';
import { isActiveEntry } from '../../../../shared/whitelist/whitelist-insert';

/** Where an entry stands: exempting now, past its expiry, or revoked (a revocation wins over an expiry). */
export type SubjectStatus = 'active' | 'expired' | 'revoked';

/** By the precheck's own rule (isActiveEntry), so the list says 'Attivo' exactly when the check exempts. */
export function subjectStatus(
  entry: Pick<WhitelistSubject, 'revocationDate' | 'expiringDate'>,
  now: Date,
): SubjectStatus {
  if (entry.revocationDate !== null) return 'revoked';
  return isActiveEntry(entry, now) ? 'active' : 'expired';
}

/** How a subject is named in a question or to assistive technology: its company and its identifier. */
export function subjectLabel(entry: Pick<WhitelistSubject, 'companyName' | 'taxCode' | 'vatRegistrationNo'>): string {
  const identifier = entry.taxCode ?? entry.vatRegistrationNo;
  return identifier ? `${entry.companyName} (${identifier})` : entry.companyName;
}
