import type { Market } from '../../../shared/roles';
import { documentClient } from '../../commons/clients';
import { tableName } from '../../commons/env';
import { containerAgencyStore } from '../agencies/agency-store';
import { chainStore } from './chain-store';

/** The chains of this container's request-log table. */
export const containerChainStore = () => chainStore(documentClient, tableName('requestLog'));

/** A chain with its attempts of `markets`, each agency named from the mapping now; undefined when none. */
export async function namedChain(read: Promise<Awaited<ReturnType<ReturnType<typeof chainStore>['chain']>>>) {
  const chain = await read;
  if (!chain) return undefined;
  const codes = [
    ...new Set(chain.attemptsShown.map((attempt) => attempt.agency).filter((c): c is string => Boolean(c))),
  ];
  const names = codes.length > 0 ? await containerAgencyStore().names(codes) : new Map<string, string>();
  return {
    ...chain,
    attemptsShown: chain.attemptsShown.map((attempt) => ({
      ...attempt,
      agencyName: attempt.agency ? (names.get(attempt.agency) ?? null) : null,
    })),
  };
}

export const chainOf = (chainId: number, markets: readonly Market[]) =>
  namedChain(containerChainStore().chain(chainId, markets));

/**
 * The chain a check belongs to, as its detail shows it (every role that may open the check): its flags
 * and its attempts of `markets`; null when the check is alone or no attempt of the chain is visible.
 */
export async function chainOfCheck(idRequest: number, markets: readonly Market[]) {
  const chain = await namedChain(containerChainStore().chainOfCheck(idRequest, markets));
  if (!chain || chain.attemptsShown.length === 0) return null;
  return { chainId: chain.chainId, flags: chain.flags, attempts: chain.attemptsShown };
}
