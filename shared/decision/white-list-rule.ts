import type { Comparison, WhiteListFact } from './types';

/**
 * Whether a white-list entry exempts the subject now. Any revocation date revokes (revocation is
 * immediate and irreversible); the entry is valid up to and including its expiry instant (23:59 of the
 * expiry day); an entry without an expiry date never expires; an unreadable expiry counts as expired,
 * since an exemption must be proven.
 */
export function whiteListStatus(
  entry: WhiteListFact,
  now: Date,
): { valid: boolean; comparisons: Comparison[]; notes: string[] } {
  if (entry.revocationDate)
    return { valid: false, comparisons: [], notes: [`White list revocata il ${entry.revocationDate}.`] };
  if (!entry.expiringDate)
    return { valid: true, comparisons: [], notes: ['White list senza data di scadenza: considerata valida.'] };

  const expiry = Date.parse(entry.expiringDate);
  if (Number.isNaN(expiry))
    return {
      valid: false,
      comparisons: [],
      notes: [`Data di scadenza white list non leggibile: ${entry.expiringDate}.`],
    };

  const valid = now.getTime() <= expiry;
  const comparison: Comparison = {
    check: 'WHITE_LIST',
    quantity: 'Data verifica rispetto alla scadenza white list',
    actual: now.toISOString(),
    operator: '<=',
    threshold: entry.expiringDate,
    unit: 'DATE',
    met: valid,
  };
  return { valid, comparisons: [comparison], notes: valid ? [] : [`White list scaduta il ${entry.expiringDate}.`] };
}
