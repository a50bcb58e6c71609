import type { BlacklistKind } from '../../../shared/enums';
import type { ConfigurationFile } from '../../../shared/schemas/configuration';

/**
 * Which configuration and black-list versions were in force when: what a synthetic check records it was
 * decided with, so its snapshot replays against versions the table holds (the demo's, demo-versions.ts).
 * Each list is oldest first; a version is in force from its `validFrom` until the next one's.
 */
export interface DecisionHistory {
  configurations: readonly { id: string; version: number; file: ConfigurationFile; validFrom: string }[];
  blacklists: Record<BlacklistKind, readonly { id: string; validFrom: string }[]>;
}

export interface VersionsInForce {
  configuration: { id: string; version: number; file: ConfigurationFile };
  blacklistVersions: Record<BlacklistKind, string | null>;
}

/** The last of `versions` in force at `at`; before the first one, the first (a configuration always exists). */
function latestAt<V extends { validFrom: string }>(versions: readonly V[], at: string): V | undefined {
  let found: V | undefined;
  for (const version of versions) if (version.validFrom <= at) found = version;
  return found;
}

/**
 * What a check at `at` (ISO) was decided with, from `history`. The answers are shared objects, one per
 * combination in force: a million rows read a handful of them.
 */
export function versionsInForceOf(history: DecisionHistory): (at: string) => VersionsInForce {
  const known = new Map<string, VersionsInForce>();
  return (at) => {
    const configuration = latestAt(history.configurations, at) ?? history.configurations[0];
    if (!configuration) throw new Error('A decision history needs a configuration');
    const radiati = latestAt(history.blacklists.RADIATI, at)?.id ?? null;
    const ceduti = latestAt(history.blacklists.CEDUTI, at)?.id ?? null;
    const key = `${configuration.id}|${radiati}|${ceduti}`;
    let versions = known.get(key);
    if (!versions) {
      versions = {
        configuration: { id: configuration.id, version: configuration.version, file: configuration.file },
        blacklistVersions: { RADIATI: radiati, CEDUTI: ceduti },
      };
      known.set(key, versions);
    }
    return versions;
  };
}
