import { BLACKLIST_KINDS, type BlacklistKind } from '../../shared/enums';
import { romeDay } from '../../shared/italian-time';
import type { BlacklistVersion } from '../../shared/schemas/blacklist';
import type { Configuration } from '../../shared/schemas/configuration';
import type { DashboardResponse, VersionedKind } from '../../shared/schemas/dashboard';
import { documentClient } from '../commons/clients';
import { tableName } from '../commons/env';
import type { Head } from '../commons/versioned/head';
import { dynamoVersionedStore } from '../commons/versioned/versioned-store';
import { blacklistInForce } from '../stores/black-lists/blacklist-transitions';
import { blacklistKeys } from '../stores/black-lists/keys';
import { configurationStore } from '../stores/configuration/configuration-store';

/** Archived versions read for marks: far more than take effect in a month. */
const HISTORY_READ = 10;

type Versions = Pick<DashboardResponse, 'versions' | 'marks' | 'pending'>;

interface Effect {
  kind: VersionedKind;
  id: string;
  label: string;
  since: string | null;
  by: string | null;
}

const configurationEffect = (version: Configuration): Effect => ({
  kind: 'CONFIGURATION',
  id: version.id,
  // Its id, as 'Parametri' and the change log name it: `version` is the lock's revision, 1 for any draft.
  label: version.id,
  since: version.validityStartDate,
  by: version.publicationUser,
});

const blacklistEffect = (kind: BlacklistKind, version: BlacklistVersion): Effect => ({
  kind,
  id: version.id,
  label: version.filename,
  since: version.validFrom,
  by: version.publicationUser,
});

/** The effects that happened from `from` to `now`, as marks on the day they fall in. */
const marksOf = (effects: readonly Effect[], from: string, now: Date) =>
  effects.flatMap((effect) =>
    effect.since && effect.since >= from && Date.parse(effect.since) <= now.getTime()
      ? [{ ...effect, at: effect.since, day: romeDay(effect.since) }]
      : [],
  );

async function configurationVersions(now: Date, from: string): Promise<Versions> {
  const store = configurationStore();
  const head = await store.readHead();
  const { records } = await store.archivedPage(head, 0, HISTORY_READ);
  const current = head.current ? configurationEffect(head.current) : undefined;
  const draft = head.updating;
  return {
    versions: current ? [current] : [],
    marks: marksOf([...(current ? [current] : []), ...records.map(configurationEffect)], from, now),
    pending: draft
      ? [
          {
            kind: 'CONFIGURATION',
            id: draft.id,
            label: draft.id,
            preparedBy: draft.updatedBy,
            preparedAt: draft.updatedAt,
          },
        ]
      : [],
  };
}

async function blacklistVersions(kind: BlacklistKind, now: Date, from: string): Promise<Versions> {
  // Read as it is stored, never settled: the dashboard writes nothing to the data table.
  const store = dynamoVersionedStore<BlacklistVersion>(documentClient, tableName('data'), blacklistKeys(kind));
  const head: Head<BlacklistVersion> = await store.readHead();
  const { records } = await store.archivedPage(head, 0, HISTORY_READ);
  const inForce = blacklistInForce(head, now);
  const tookEffect = [head.current, head.scheduled, ...records].filter(
    (version): version is BlacklistVersion => !!version,
  );
  const ready = head.updating?.status === 'READY' ? head.updating : null;
  return {
    versions: inForce ? [blacklistEffect(kind, inForce)] : [],
    marks: marksOf(
      tookEffect.map((version) => blacklistEffect(kind, version)),
      from,
      now,
    ),
    pending: ready
      ? [
          {
            kind,
            id: ready.id,
            label: ready.filename,
            preparedBy: ready.updatedBy ?? ready.userId,
            preparedAt: ready.updatedAt ?? ready.statusUpdateDate,
          },
        ]
      : [],
  };
}

/**
 * What the checks depend on, for the dashboard: the configuration and both black lists in force (since
 * when, by whom), every version that took effect since `from` (an ISO instant: the marks on the time
 * series), and the versions prepared and waiting for a second administrator (configuration drafts,
 * black-list versions READY). Read only: heads as stored, a black list's publication due is read as in
 * force without settling it.
 */
export async function versionsAndApprovals(now: Date, from: string): Promise<Versions> {
  const all = await Promise.all([
    configurationVersions(now, from),
    ...BLACKLIST_KINDS.map((kind) => blacklistVersions(kind, now, from)),
  ]);
  const unique = (marks: Versions['marks']) => [
    ...new Map(marks.map((mark) => [`${mark.kind}#${mark.id}#${mark.at}`, mark])).values(),
  ];
  return {
    versions: all.flatMap((part) => part.versions),
    marks: unique(all.flatMap((part) => part.marks)).sort((a, b) => a.at.localeCompare(b.at)),
    pending: all.flatMap((part) => part.pending),
  };
}
