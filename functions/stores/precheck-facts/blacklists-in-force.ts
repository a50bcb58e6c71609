import type { BlacklistKind } from '../../../shared/enums';
import { blacklistInForce } from '../black-lists/blacklist-transitions';
import type { BlacklistsInForce, PrecheckSettings } from './precheck-facts';

/**
 * The version of each black list in force at `at`, from settings that may have been read before an
 * Italian midnight: a publication waiting for that midnight is in force once it has passed, whoever
 * settles the head later (the rule is blacklistInForce's, the one the settling store applies).
 */
export function blacklistsInForce(settings: Pick<PrecheckSettings, 'blacklists'>, at: Date): BlacklistsInForce {
  const inForce = (kind: BlacklistKind) => blacklistInForce(settings.blacklists[kind], at);
  return { RADIATI: inForce('RADIATI'), CEDUTI: inForce('CEDUTI') };
}

/** The ids of the versions in force, as the request-log row records them. */
export const blacklistVersionIds = (blacklists: BlacklistsInForce) => ({
  RADIATI: blacklists.RADIATI?.id ?? null,
  CEDUTI: blacklists.CEDUTI?.id ?? null,
});
