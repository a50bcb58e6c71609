import type { ConfigurationFile } from '../../shared/schemas/configuration';
import { configurationStore } from '../stores/configuration/configuration-store';

/** The white-list settings of a configuration: the reasons an entry may give and how many days it lasts. */
export type WhitelistSettings = Pick<ConfigurationFile, 'whitelistReasonParams' | 'whitelistValidityDaysParam'>;

/**
 * The white-list settings of the CURRENT configuration, read from its head (strongly consistent: an
 * insert right after a publication already uses the new days and reasons). No CURRENT configuration is
 * a stage not set up, not a request's fault: a fault, as for the precheck.
 */
export async function currentWhitelistSettings(): Promise<WhitelistSettings> {
  const { current } = await configurationStore().readHead();
  if (!current) throw new Error('No CURRENT precheck configuration');
  const { whitelistReasonParams, whitelistValidityDaysParam } = current.configurationFile;
  return { whitelistReasonParams, whitelistValidityDaysParam };
}
