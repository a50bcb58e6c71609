import { formatDateTime } from '../../../../shared/format/italian-format';
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

/**
 * An expiry as 'dd/MM/yyyy 23:59': expiries are the last instant of an Italian day, which the spec shows
 * to the minute (section 9 'Expiry time 23:59'); the seconds of formatDateTime would read 23:59:59.
 */
export function formatExpiry(instant: string): string {
  return formatDateTime(instant).slice(0, '00/00/0000 00:00'.length);
}

/** How a subject is named in a question or to assistive technology: its company and its identifier. */
export function subjectLabel(entry: Pick<WhitelistSubject, 'companyName' | 'taxCode' | 'vatRegistrationNo'>): string {
  const identifier = entry.taxCode ?? entry.vatRegistrationNo;
  return identifier ? `${entry.companyName} (${identifier})` : entry.companyName;
}
