import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../../../shared/format/italian-format';
import type { Configuration } from '../../../../../shared/schemas/configuration';
import { editsOf } from '../../../../../shared/versioned/lifecycle';

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

const byAt = (user: string, at: string | null, t: TFunction) => {
  const when = formatDateTime(at);
  return when ? t('configurationEditor.summary.byAt', { user, at: when }) : user;
};

/** Every change of the version since its draft was made, oldest first: who, when and the note they wrote. */
function Authors({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation();
  const edits = editsOf(configuration);
  if (edits.length === 0) return <>{t('configurationEditor.summary.empty')}</>;
  return (
    <ol style={{ margin: 0, paddingInlineStart: '1.2em' }}>
      {edits.map((edit) => (
        <li key={`${edit.user}#${edit.at}`}>
          {byAt(edit.user, edit.at, t)}
          {edit.note && <span style={{ whiteSpace: 'pre-line' }}>{`: ${edit.note}`}</span>}
        </li>
      ))}
    </ol>
  );
}

/**
 * The version's data above its tabs: status, id, validity, who changed it (each change with its note)
 * and who published it with the publication's note, apart: an author is never shown as its publisher.
 */
export function ConfigurationSummary({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation();
  const empty = t('configurationEditor.summary.empty');
  const { publicationUser, validityStartDate, publicationNote } = configuration;
  return (
    <KeyValuePairs
      columns={3}
      ariaLabel={t('configurationEditor.summary.label')}
      items={[
        {
          label: t('configurationEditor.summary.status'),
          value: t(`configurationEditor.statuses.${configuration.status}`),
        },
        { label: t('configurationEditor.summary.id'), value: configuration.id },
        { label: t('configurationEditor.summary.validity'), value: validityText(configuration, t) },
        { label: t('configurationEditor.summary.authors'), value: <Authors configuration={configuration} /> },
        {
          label: t('configurationEditor.summary.publicationUser'),
          value: publicationUser ? byAt(publicationUser, validityStartDate, t) : empty,
        },
        {
          label: t('configurationEditor.summary.publicationNote'),
          // A note may run over several lines, as typed in the wizard.
          value: <span style={{ whiteSpace: 'pre-line' }}>{publicationNote || empty}</span>,
        },
      ]}
    />
  );
}
