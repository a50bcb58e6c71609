import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { Refusal } from '../commons/refusal/refusal';
import { chainOf } from '../stores/check-chains/container-chains';

/** GET /api/v1/repeatedChecks/{chainId}: a chain with its attempts in order and what changed between them. */
export const handler = defineHandler(API_ROUTES.checkChain, async ({ params, caller }) => {
  const chain = await chainOf(Number(params.chainId), caller.markets);
  if (!chain) throw new Refusal('CHAIN_NOT_FOUND');
  return { body: chain };
});
