type Item = Record<string, unknown>;

const isRevoked = (copy: Item) => typeof copy.revocationDate === 'string' && copy.revocationDate !== '';
/** No expiry never expires (the precheck's WHITE_LIST_NO_EXPIRY), so it sorts above every date. */
const expiryRank = (copy: Item) => (typeof copy.expiringDate === 'string' ? copy.expiringDate : '\uffff');

/**
 * Which of a subject's white-list copies a check judges by, when it sends a tax code and a VAT number
 * whose copies name different entries (an entry for both expired or revoked, then a new one for the VAT
 * number alone): a copy not revoked over a revoked one, then the later expiry. The first copy found
 * could otherwise hide the exemption the other one grants.
 */
export function strongestCopy(copies: readonly Item[]): Item | undefined {
  return [...copies].sort(
    (a, b) => Number(isRevoked(a)) - Number(isRevoked(b)) || expiryRank(b).localeCompare(expiryRank(a)),
  )[0];
}
