import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../../shared/format/italian-format';
import type { Configuration } from '../../../../shared/schemas/configuration';

/**
 * How a version is named to assistive technology: by its id ('configurazione 20261124-…'). Not by its
 * `version`, a counter of its changes for optimistic locking, which reads alike across versions.
 */
export function versionLabel(version: Configuration, t: TFunction): string {
  return t('configurationScreen.rowLabel', { id: version.id });
}

/** A version of the history named by when it came into force: 'Valida dal 01/11/2026 09:00:00'. */
export function validFrom(version: Configuration, t: TFunction): string {
  return t('configurationScreen.diffLabels.validFrom', { date: formatDateTime(version.validityStartDate) });
}
