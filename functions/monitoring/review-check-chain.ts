import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { Refusal } from '../commons/refusal/refusal';
import { chainOf, containerChainStore } from '../stores/check-chains/container-chains';

/**
 * POST /api/v1/reviewRepeatedChecks: a risk officer marks a chain legitimate or suspicious with a note,
 * against the version she read: a chain changed since (a new attempt, another review) is 409
 * CHAIN_STALE. Audited with the chain before and after; a new attempt reopens it.
 */
export const handler = defineHandler(API_ROUTES.reviewCheckChain, async ({ body, caller, audit }) => {
  const before = await chainOf(body.chainId, caller.markets);
  if (!before) throw new Refusal('CHAIN_NOT_FOUND');
  await containerChainStore().review({ ...body, by: caller.username, at: new Date().toISOString() });
  const after = await chainOf(body.chainId, caller.markets);
  if (!after) throw new Refusal('CHAIN_NOT_FOUND');
  const summary = (chain: typeof after) => ({
    reviewStatus: chain.reviewStatus,
    review: chain.review,
    version: chain.version,
    attempts: chain.attempts,
  });
  audit.record({ entityId: String(body.chainId), before: summary(before), after: summary(after) });
  return { body: after };
});
