import Box from '@cloudscape-design/components/box';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultReason,
  formatExpiry,
  insertIdentifiers,
  whitelistExpiry,
} from '../../../../shared/whitelist/whitelist-insert';
import { api, useApi } from '../../shared/api';
import { OPERATION_NOTE_MAX_LENGTH } from '../../shared/wizard/operation-note';
import { OperationWizard } from '../../shared/wizard/operation-wizard';
import {
  addToWhitelistBody,
  COMPANY_NAME_MAX_LENGTH,
  type DraftField,
  type DraftTexts,
  draftErrors,
  EMPTY_DRAFT,
  shownErrors,
} from './insert-subject-draft';
import { type InsertConfiguration, InsertSubjectFields } from './insert-subject-fields';
import { subjectLabel } from './whitelist-subject';

const EVERY_FIELD = Object.keys(EMPTY_DRAFT) as DraftField[];

interface InsertSubjectWizardProps {
  visible: boolean;
  onDismiss: () => void;
  /** The subject was inserted: the list shows it after a reload. */
  onSuccess: () => void;
}

/**
 * 'Inserisci soggetto' (the InsertSubject wizard of spec 'Shared wizards'): Step1 with the subject, the
 * expiry and the reason from the CURRENT configuration (read at each opening), Continue disabled while
 * the form breaks a rule; the confirmation; then the outcome with the server's text (a subject already
 * exempt: its 409).
 */
export function InsertSubjectWizard({ visible, onDismiss, onSuccess }: InsertSubjectWizardProps) {
  const { t } = useTranslation();
  const settings = useApi('getWhitelistConfiguration', visible ? {} : null, { revalidateOnFocus: false });
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [wasVisible, setWasVisible] = useState(visible);
  // Every opening starts from an empty form.
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) {
      setDraft(EMPTY_DRAFT);
      setTouched(new Set());
    }
  }

  const current = settings.data?.data;
  const reasons = current?.whitelistReasonParams ?? [];
  // The spec's default reason until the user chooses one.
  const values = { ...draft, reasonDescription: draft.reasonDescription || defaultReason(reasons) };
  // The expiry as the server will compute it when the subject is inserted today (shown, never trusted).
  const expiringDate = useMemo(
    () => current && whitelistExpiry(new Date(), current.whitelistValidityDaysParam),
    [current],
  );
  const texts: DraftTexts = {
    companyNameTooLong: t('whitelist.insert.companyNameTooLong', { max: COMPANY_NAME_MAX_LENGTH }),
    note: (problem) => t(`operationWizard.noteProblems.${problem}`, { max: OPERATION_NOTE_MAX_LENGTH }),
  };
  const errors = draftErrors(values, reasons, texts);
  const configuration: InsertConfiguration = expiringDate
    ? { state: 'ready', reasons, expiry: formatExpiry(expiringDate) }
    : settings.error
      ? { state: 'failed', retry: () => void settings.mutate() }
      : { state: 'loading' };

  return (
    <OperationWizard
      visible={visible}
      title={t('whitelist.insert.title')}
      needsNote={false}
      step1={
        <InsertSubjectFields
          draft={values}
          errors={shownErrors(errors, touched)}
          configuration={configuration}
          onChange={(field, value) => setDraft((previous) => ({ ...previous, [field]: value }))}
          onTouch={(field) => setTouched((previous) => new Set(previous).add(field))}
          onSubmitAttempt={() => setTouched(new Set(EVERY_FIELD))}
        />
      }
      step1Ready={expiringDate !== undefined && Object.keys(errors).length === 0}
      confirmDetail={
        expiringDate && (
          <Box variant="p">
            {t('whitelist.insert.summary', {
              subject: subjectLabel({ ...insertIdentifiers(values), companyName: values.companyName.trim() }),
              expiry: formatExpiry(expiringDate),
            })}
          </Box>
        )
      }
      perform={async () => {
        if (expiringDate) await api.call('addToWhitelist', { body: addToWhitelistBody(values, expiringDate) });
      }}
      onDismiss={onDismiss}
      onSuccess={onSuccess}
    />
  );
}
