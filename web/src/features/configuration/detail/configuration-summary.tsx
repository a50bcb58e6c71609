import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../../../shared/format/italian-format';
import type { Configuration } from '../../../../../shared/schemas/configuration';

/**
 * When the version was in force, by day (as the black lists say it): from its publication to its
 * archiving, or not published yet. The instant of each change is in 'Ultima modifica di'.
 */
function validityText({ validityStartDate, validityEndDate }: Configuration, t: TFunction): string {
  const from = formatDate(validityStartDate);
  const to = formatDate(validityEndDate);
  if (!from) return t('configurationEditor.summary.notPublished');
  return to
    ? t('configurationEditor.summary.validBetween', { from, to })
    : t('configurationEditor.summary.validFrom', { from });
}

function lastChangeText({ updatedBy, updatedAt }: Configuration, t: TFunction): string {
  if (!updatedBy) return t('configurationEditor.summary.empty');
  const at = formatDateTime(updatedAt);
  return at ? t('configurationEditor.summary.updatedByAt', { user: updatedBy, at }) : updatedBy;
}

/** The version's data above its tabs: status, id, version, validity, who published and who changed it, note. */
export function ConfigurationSummary({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation();
  const empty = t('configurationEditor.summary.empty');
  return (
    <KeyValuePairs
      columns={4}
      ariaLabel={t('configurationEditor.summary.label')}
      items={[
        {
          label: t('configurationEditor.summary.status'),
          value: t(`configurationEditor.statuses.${configuration.status}`),
        },
        { label: t('configurationEditor.summary.id'), value: configuration.id },
        { label: t('configurationEditor.summary.version'), value: String(configuration.version) },
        { label: t('configurationEditor.summary.validity'), value: validityText(configuration, t) },
        { label: t('configurationEditor.summary.publicationUser'), value: configuration.publicationUser || empty },
        { label: t('configurationEditor.summary.updatedBy'), value: lastChangeText(configuration, t) },
        {
          label: t('configurationEditor.summary.note'),
          // A note may run over several lines, as typed in the wizard.
          value: <span style={{ whiteSpace: 'pre-line' }}>{configuration.note || empty}</span>,
        },
      ]}
    />
  );
}
