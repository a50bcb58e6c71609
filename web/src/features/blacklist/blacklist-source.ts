import { shownBlacklistVersion } from '../../../../shared/blacklist/shown-version';
import type { BlacklistKind } from '../../../../shared/enums';
import type { BlacklistResponse, BlacklistVersion } from '../../../../shared/schemas/blacklist';
import { api } from '../../shared/api';
import type { AllClusters, OneCallSource } from '../../shared/versioned/versioned-clusters';

/** The history is read 25 versions at a time, as the configuration's (spec section 9). */
export const BLACKLIST_HISTORY_PAGE_SIZE = 25;

/** How often the screen reads again while a version is loading, until the worker ends the load. */
export const LOAD_FOLLOW_MS = 3000;

/**
 * The answer of GET blacklist/{kind} as the panel's three clusters. Each version is shown as the product
 * decides on it now: a load whose worker died is past its deadline a failed load, not a load for ever.
 */
export function blacklistClusters(answer: BlacklistResponse, now: Date): AllClusters<BlacklistVersion> {
  const shown = (versions: readonly BlacklistVersion[]) =>
    versions.map((version) => shownBlacklistVersion(version, now));
  return {
    updating: { rows: shown(answer.publishing), total: answer.publishing.length, fourEyes: answer.fourEyes },
    active: { rows: shown(answer.active), total: answer.active.length },
    history: { rows: shown(answer.archive), total: answer.archiveTotal },
  };
}

/** Read again by itself while a version is loading (it becomes ready or discarded), then stop. */
export function followWhileLoading(clusters: AllClusters<BlacklistVersion>): number {
  return clusters.updating.rows.some((version) => version.status === 'LOADING') ? LOAD_FOLLOW_MS : 0;
}

function blacklistSource(kind: BlacklistKind): OneCallSource<BlacklistVersion> {
  return {
    key: `blacklist-${kind}`,
    // Spec section 4: an operation on either list reloads both.
    family: 'blacklist',
    historyPageSize: BLACKLIST_HISTORY_PAGE_SIZE,
    fetchClusters: async (historyPage) =>
      blacklistClusters(await api.call('getBlacklist', { params: { kind }, query: historyPage }), new Date()),
    refreshInterval: followWhileLoading,
  };
}

/** One source per list, made once: the panel's cache keys and its polling belong to it. */
export const BLACKLIST_SOURCES: Readonly<Record<BlacklistKind, OneCallSource<BlacklistVersion>>> = {
  RADIATI: blacklistSource('RADIATI'),
  CEDUTI: blacklistSource('CEDUTI'),
};
