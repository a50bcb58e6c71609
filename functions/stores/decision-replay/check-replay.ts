import { decide } from '../../../shared/decision/decide';
import { type DecisionSnapshot, replayInput } from '../../../shared/decision/snapshot';
import type { Decision } from '../../../shared/decision/types';
import { BLACKLIST_KINDS, type BlacklistKind } from '../../../shared/enums';
import type { RequestLogRow } from '../../../shared/request-log/row';
import type { BacktestTarget } from '../../../shared/schemas/backtest';
import type { BlacklistVersion } from '../../../shared/schemas/blacklist';
import {
  BlacklistVersionNameSchema,
  type CheckDetail,
  ConfigurationVersionNameSchema,
} from '../../../shared/schemas/check-detail';
import type { Configuration, ConfigurationFile } from '../../../shared/schemas/configuration';
import { storedTarget } from '../backtest/backtest-target';
import { findBlacklistVersion } from '../black-lists/blacklist-store';
import { findConfigurationVersion } from '../configuration/configuration-version';
import { replacementFor } from './blacklist-replacement';

/** A decision as the check's detail shows it: light, code and why. */
export const outcomeOf = ({ trafficLight, reason, explanation }: Decision) => ({
  trafficLight,
  code: reason.code,
  explanation,
});

export const configurationName = (configuration: Configuration) => ConfigurationVersionNameSchema.parse(configuration);
export const blacklistName = (version: BlacklistVersion) => BlacklistVersionNameSchema.parse(version);

/** The versions a row records it was decided with, named, and the recorded configuration's file. */
export async function recordedVersions(row: Pick<RequestLogRow, 'configurationId' | 'blacklistVersions'>): Promise<{
  names: CheckDetail['versions'];
  configurationFile: ConfigurationFile | undefined;
}> {
  const listVersion = (kind: BlacklistKind) => {
    const id = row.blacklistVersions?.[kind];
    return id ? findBlacklistVersion(kind, id) : Promise.resolve(undefined);
  };
  const [configuration, radiati, ceduti] = await Promise.all([
    row.configurationId ? findConfigurationVersion(row.configurationId) : undefined,
    ...BLACKLIST_KINDS.map(listVersion),
  ]);
  return {
    names: {
      configuration: configuration ? configurationName(configuration) : null,
      blacklists: { RADIATI: radiati ? blacklistName(radiati) : null, CEDUTI: ceduti ? blacklistName(ceduti) : null },
    },
    configurationFile: configuration?.configurationFile,
  };
}

/**
 * A check's facts under the configuration in force and under a back-test's version as stored
 * (backtest/backtest-target.ts storedTarget): a configuration version, or a black-list version whose
 * membership of the subject (and of the others at its address) takes the recorded one's place.
 * Undefined when either version is not stored.
 */
export async function checkComparison(
  snapshot: DecisionSnapshot,
  target: BacktestTarget,
): Promise<NonNullable<CheckDetail['comparison']> | undefined> {
  const stored = await storedTarget(target);
  if (!stored) return undefined;
  const currentSide = {
    ...outcomeOf(decide(replayInput(snapshot, stored.current.configurationFile))),
    configuration: configurationName(stored.current),
  };
  if (stored.kind === 'CONFIGURATION') {
    return {
      current: currentSide,
      draft: {
        ...outcomeOf(decide(replayInput(snapshot, stored.configuration.configurationFile))),
        kind: stored.kind,
        configuration: configurationName(stored.configuration),
        blacklist: null,
      },
    };
  }
  const replacement = await replacementFor(stored.blacklist, [
    ...snapshot.identifiers,
    ...(snapshot.address?.knownOthers ?? []),
  ]);
  return {
    current: currentSide,
    draft: {
      ...outcomeOf(decide(replayInput(snapshot, stored.current.configurationFile, replacement))),
      kind: stored.kind,
      configuration: null,
      blacklist: blacklistName(stored.blacklist),
    },
  };
}
