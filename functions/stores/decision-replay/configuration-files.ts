import type { Configuration } from '../../../shared/schemas/configuration';
import { findConfigurationVersion } from '../configuration/configuration-version';

/**
 * Configuration versions by id, each read once per replay: a period's checks name a handful of versions,
 * so a back-test of 90,000 checks reads a few items. A version no longer stored is remembered as absent.
 */
export function configurationVersions(known: readonly Configuration[] = []) {
  const byId = new Map<string, Promise<Configuration | undefined>>(
    known.map((configuration) => [configuration.id, Promise.resolve(configuration)]),
  );
  return {
    version(id: string | null | undefined): Promise<Configuration | undefined> {
      if (!id) return Promise.resolve(undefined);
      let found = byId.get(id);
      if (!found) {
        found = findConfigurationVersion(id);
        byId.set(id, found);
      }
      return found;
    },
  };
}
export type ConfigurationVersions = ReturnType<typeof configurationVersions>;
