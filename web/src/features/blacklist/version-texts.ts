import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '../../../../shared/format/italian-format';
import type { BlacklistVersion } from '../../../../shared/schemas/blacklist';

/** A version's status in words. */
export const statusText = (version: BlacklistVersion, t: TFunction): string =>
  t(`blacklistScreen.statuses.${version.status}`);

/** Why a failed load failed ('Nessun record valido nel file…'); undefined for any other version. */
export function failureText(version: BlacklistVersion, t: TFunction): string | undefined {
  if (version.status !== 'DISCARDING' || !version.failure) return undefined;
  return t(`blacklistScreen.failures.${version.failure}`);
}

/**
 * A publication superseded before its midnight was archived without ever being in force: its end
 * comes before its start.
 */
export const neverInForce = ({ validFrom, validTo }: BlacklistVersion): boolean =>
  validFrom !== null && validTo !== null && validTo < validFrom;

/**
 * When the version is (or was) in force, by day: a publication and a restore take effect at the next
 * Italian midnight, so a published one reads 'In vigore dal' tomorrow's date. '' when never published.
 */
export function validityText(version: BlacklistVersion, t: TFunction): string {
  const { validFrom, validTo } = version;
  if (!validFrom) return '';
  if (neverInForce(version)) return t('blacklistScreen.validity.never');
  const from = formatDate(validFrom);
  return validTo
    ? t('blacklistScreen.validity.between', { from, to: formatDate(validTo) })
    : t('blacklistScreen.validity.from', { from });
}

/** The same to the second, as the detail shows it, with when a superseded publication was replaced. */
export function validityDetailText(version: BlacklistVersion, t: TFunction): string {
  const { validFrom, validTo } = version;
  if (!validFrom) return t('blacklistScreen.detail.notPublished');
  const from = formatDateTime(validFrom);
  const to = formatDateTime(validTo);
  if (neverInForce(version)) return t('blacklistScreen.detail.neverInForce', { to });
  return to ? t('blacklistScreen.validity.between', { from, to }) : t('blacklistScreen.validity.from', { from });
}

/** How a version is named to assistive technology: 'lista radiati_marzo (id)'. */
export function versionLabel(version: BlacklistVersion, t: TFunction): string {
  return t('blacklistScreen.rowLabel', { filename: version.filename, id: version.id });
}
