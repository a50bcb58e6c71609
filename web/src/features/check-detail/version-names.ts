import type { TFunction } from 'i18next';
import type { BlacklistKind } from '../../../../shared/enums';
import { formatDate } from '../../../../shared/format/italian-format';
import type { RequestLogRow } from '../../../../shared/request-log/row';
import type { BlacklistVersionName, ConfigurationVersionName } from '../../../../shared/schemas/check-detail';

/**
 * The versions a check was decided with, named as a person finds them again: by the version's id, the
 * name the audit trail, the configuration screen and the request log's filters give it, with its
 * validity. Never a 'Nessuno' for what the row does not record: that is no text (the field left out).
 * Pure: the texts come from the catalogue through `t`.
 */

const untilText = (end: string | null, t: TFunction) =>
  end ? t('checkDetail.versions.until', { date: formatDate(end) }) : t('checkDetail.versions.untilNow');

/** 'Versione demo-configuration-1, in vigore dal 01/01/2026 a oggi, pubblicata da chiara.ferri'. */
export function configurationName(version: ConfigurationVersionName, t: TFunction): string {
  const { id } = version;
  if (!version.validityStartDate)
    return version.status === 'UPDATING'
      ? t('checkDetail.versions.notInForce', { id })
      : t('checkDetail.versions.neverInForce', { id });
  const name = t('checkDetail.versions.configurationName', {
    id,
    from: formatDate(version.validityStartDate),
    until: untilText(version.validityEndDate, t),
  });
  return version.publicationUser
    ? `${name}, ${t('checkDetail.versions.publishedBy', { user: version.publicationUser })}`
    : name;
}

/**
 * The configuration a row records it was decided with: named when stored, its id alone when no longer
 * stored, nothing when the row records none.
 */
export function recordedConfigurationName(
  version: ConfigurationVersionName | null,
  recordedId: string | null | undefined,
  t: TFunction,
): string | undefined {
  if (version) return configurationName(version, t);
  return recordedId ? t('checkDetail.versions.unknown', { id: recordedId }) : undefined;
}

/**
 * 'radiati_dicembre_2025 (versione 20251215-093000-0a000002), in vigore dal 17/12/2025 a oggi'; a
 * version published to take effect later from that day; one never published by its load alone.
 */
export function blacklistName(version: BlacklistVersionName, t: TFunction, now = new Date().toISOString()): string {
  const { id, filename: file } = version;
  if (!version.validFrom) return t('checkDetail.versions.blacklistReady', { file, id });
  const from = formatDate(version.validFrom);
  if (version.validFrom > now) return t('checkDetail.versions.blacklistFrom', { file, id, from });
  return t('checkDetail.versions.blacklistName', { file, id, from, until: untilText(version.validTo, t) });
}

/**
 * The version of a black list a row records: named when stored; its id alone when no longer stored;
 * 'no version in force' when the row records the list had none (null); nothing when the row records
 * no black-list versions at all (a check older than that record).
 */
export function recordedBlacklistName(
  kind: BlacklistKind,
  version: BlacklistVersionName | null,
  recorded: RequestLogRow['blacklistVersions'],
  t: TFunction,
  now?: string,
): string | undefined {
  if (version) return blacklistName(version, t, now);
  if (!recorded) return undefined;
  const id = recorded[kind];
  return id ? t('checkDetail.versions.unknown', { id }) : t('checkDetail.versions.none');
}
