import type { Comparison, DecisionNote, WhiteListFact } from './types';

/**
 * Whether a white-list entry exempts the subject now. Any revocation date revokes (revocation is
 * immediate and irreversible); the entry is valid up to and including its expiry instant (23:59 of the
 * expiry day); an entry without an expiry date never expires; an unreadable expiry counts as expired,
 * since an exemption must be proven.
 */
export function whiteListStatus(
  entry: WhiteListFact,
  now: Date,
): { valid: boolean; comparisons: Comparison[]; notes: DecisionNote[] } {
  if (entry.revocationDate)
    return {
      valid: false,
      comparisons: [],
      notes: [{ code: 'WHITE_LIST_REVOKED', revocationDate: entry.revocationDate }],
    };
  if (!entry.expiringDate) return { valid: true, comparisons: [], notes: [{ code: 'WHITE_LIST_NO_EXPIRY' }] };

  const expiry = Date.parse(entry.expiringDate);
  if (Number.isNaN(expiry))
    return {
      valid: false,
      comparisons: [],
      notes: [{ code: 'WHITE_LIST_EXPIRY_UNREADABLE', expiringDate: entry.expiringDate }],
    };

  const valid = now.getTime() <= expiry;
  const comparison: Comparison = {
    check: 'WHITE_LIST',
    measure: 'WHITE_LIST_EXPIRY',
    quantity: 'Data verifica rispetto alla scadenza white list',
    fields: [],
    actual: now.toISOString(),
    operator: '<=',
    threshold: entry.expiringDate,
    unit: 'DATE',
    met: valid,
  };
  const notes: DecisionNote[] = valid ? [] : [{ code: 'WHITE_LIST_EXPIRED', expiringDate: entry.expiringDate }];
  return { valid, comparisons: [comparison], notes };
}
