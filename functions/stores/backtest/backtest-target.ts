import type { ReplayVersions } from '../../../shared/backtest/replay-check';
import { shownBlacklistVersion } from '../../../shared/blacklist/shown-version';
import type { BlacklistKind } from '../../../shared/enums';
import { ERROR_STATUS } from '../../../shared/errors';
import type { BacktestTarget, BacktestTargetStatus } from '../../../shared/schemas/backtest';
import type { BlacklistVersion } from '../../../shared/schemas/blacklist';
import type { Configuration } from '../../../shared/schemas/configuration';
import { Refusal } from '../../commons/refusal/refusal';
import { findOnHead } from '../../commons/versioned/head';
import { findBlacklistVersion } from '../black-lists/blacklist-store';
import { configurationStore } from '../configuration/configuration-store';
import { replacementOfVersion } from '../decision-replay/blacklist-replacement';

/**
 * The one resolver of a back-test's version, for the two questions asked of it:
 * - may it be run now, and with what (resolveTarget; targetStatusOf and staleReasonOf for its page): only
 *   a configuration 'in aggiornamento' or a READY black-list version, against the configuration in force;
 * - what is stored of it to compare one changed check under (storedTarget, the check's detail): any
 *   stored version, so a past run's change stays explainable after its draft was published or archived.
 */

/** What a back-test of `target` decides with: the configuration in force, and the draft's side. */
export interface ResolvedTarget {
  current: Configuration;
  /** The draft configuration's `version` (it changes with every edit); null for a black-list version. */
  targetVersion: number | null;
  /** The replayed side; `before` is the configuration in force's file. */
  versions: ReplayVersions;
}

/** Why the latest result no longer describes the version (null: it still does). */
export type StaleReason = 'DRAFT_CHANGED' | 'CURRENT_CHANGED' | 'NOT_A_DRAFT';

/** The configuration's head: the version in force and the one being prepared. */
async function configurationHead() {
  const head = await configurationStore().readHead();
  if (!head.current) throw new Refusal('NO_CURRENT_CONFIGURATION');
  return { current: head.current, head };
}

/**
 * The draft a back-test replays: a configuration 'in aggiornamento' (its file), or a READY black-list
 * version (its members, read from its file once). Another version of either: 409 with the reason; an
 * unknown one: 404. `withMembers: false` skips reading the members (a check before the run is queued).
 */
export async function resolveTarget(target: BacktestTarget, withMembers = true): Promise<ResolvedTarget> {
  const { current, head } = await configurationHead();
  if (target.kind === 'CONFIGURATION') {
    if (head.updating?.id === target.id) {
      const file = head.updating.configurationFile;
      return {
        current,
        targetVersion: head.updating.version,
        versions: { before: current.configurationFile, after: file },
      };
    }
    const other = findOnHead(head, target.id) ?? (await configurationStore().findArchived(target.id, head));
    throw other ? new Refusal('CONFIGURATION_NOT_A_DRAFT') : new Refusal('CONFIGURATION_NOT_FOUND');
  }
  const version = await findBlacklistVersion(target.kind, target.id);
  if (!version) throw new Refusal('BLACKLIST_VERSION_NOT_FOUND');
  if (shownBlacklistVersion(version, new Date()).status !== 'READY') throw new Refusal('BLACKLIST_NOT_A_DRAFT');
  const versions: ReplayVersions = { before: current.configurationFile, after: current.configurationFile };
  if (withMembers) versions.replacement = await replacementOfVersion(version);
  return { current, targetVersion: null, versions };
}

/**
 * Where the version stands now, for its page: back-testable, in another status (a 409: published,
 * archived, or no configuration in force to compare with), or gone (a 404: a deleted draft or list version).
 */
export async function targetStatusOf(target: BacktestTarget): Promise<BacktestTargetStatus> {
  try {
    await resolveTarget(target, false);
    return 'DRAFT';
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return ERROR_STATUS[error.code] === ERROR_STATUS.NOT_FOUND ? 'DELETED' : 'NOT_A_DRAFT';
  }
}

/** Whether a result run on `targetVersion` against `baselineId` still describes the version as it is now. */
export async function staleReasonOf(
  target: BacktestTarget,
  run: { targetVersion: number | null; baseline: { configurationId: string } },
): Promise<StaleReason | null> {
  try {
    const resolved = await resolveTarget(target, false);
    if (target.kind === 'CONFIGURATION' && resolved.targetVersion !== run.targetVersion) return 'DRAFT_CHANGED';
    return resolved.current.id === run.baseline.configurationId ? null : 'CURRENT_CHANGED';
  } catch (error) {
    if (error instanceof Refusal) return 'NOT_A_DRAFT';
    throw error;
  }
}

/** A back-test's version as stored, whatever its status, beside the configuration in force. */
export type StoredTarget =
  | { current: Configuration; kind: 'CONFIGURATION'; configuration: Configuration }
  | { current: Configuration; kind: BlacklistKind; blacklist: BlacklistVersion };

/** The stored version of `target` and the configuration in force; undefined when either is not stored. */
export async function storedTarget(target: BacktestTarget): Promise<StoredTarget | undefined> {
  const store = configurationStore();
  const head = await store.readHead();
  if (!head.current) return undefined;
  if (target.kind === 'CONFIGURATION') {
    const configuration = findOnHead(head, target.id) ?? (await store.findArchived(target.id, head));
    return configuration ? { current: head.current, kind: target.kind, configuration } : undefined;
  }
  const blacklist = await findBlacklistVersion(target.kind, target.id);
  return blacklist ? { current: head.current, kind: target.kind, blacklist } : undefined;
}
