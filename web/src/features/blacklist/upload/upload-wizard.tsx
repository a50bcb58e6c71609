import Box from '@cloudscape-design/components/box';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlacklistKind } from '../../../../../shared/enums';
import { formatCount } from '../../../../../shared/format/italian-format';
import { api } from '../../../shared/api';
import { noteProblem, OPERATION_NOTE_MAX_LENGTH } from '../../../shared/wizard/operation-note';
import { OperationWizard } from '../../../shared/wizard/operation-wizard';
import { blacklistUploadBody, checkBlacklistFile } from './prepare-blacklist-upload';
import { type UploadDraft, UploadForm } from './upload-form';

interface UploadWizardProps {
  kind: BlacklistKind;
  visible: boolean;
  onDismiss: () => void;
  /** The upload was accepted: the new version is loading. */
  onSuccess: () => void;
}

const EMPTY_DRAFT: UploadDraft = { files: [], checked: undefined, note: '' };

/**
 * 'Aggiorna lista' (the updateListWizard of spec 'Shared wizards'): Step1 with the file and a note,
 * Continue disabled until a file the server would take is chosen (the browser reads and counts it, so
 * a file over 50,000 records is refused at once); the confirmation; then the file zipped and sent,
 * and the outcome with the server's text.
 */
export function UploadWizard({ kind, visible, onDismiss, onSuccess }: UploadWizardProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [wasVisible, setWasVisible] = useState(visible);
  // Every opening starts from an empty form.
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setDraft(EMPTY_DRAFT);
  }

  const [file] = draft.files;
  useEffect(() => {
    if (!file) return;
    let current = true;
    void checkBlacklistFile(file).then((checked) => {
      if (current) setDraft((previous) => (previous.files[0] === file ? { ...previous, checked } : previous));
    });
    return () => {
      current = false;
    };
  }, [file]);

  const problem = noteProblem(draft.note);
  const noteError =
    problem && problem !== 'required'
      ? t(`operationWizard.noteProblems.${problem}`, { max: OPERATION_NOTE_MAX_LENGTH })
      : undefined;
  const checked = draft.checked;
  const ready = checked?.ok === true && noteError === undefined;

  return (
    <OperationWizard
      visible={visible}
      title={t('blacklistScreen.upload.title')}
      needsNote={false}
      step1={
        <UploadForm
          draft={draft}
          onFiles={(files) => setDraft((previous) => ({ ...previous, files, checked: undefined }))}
          onNote={(note) => setDraft((previous) => ({ ...previous, note }))}
          noteError={noteError}
        />
      }
      step1Ready={ready}
      confirmDetail={
        checked?.ok && (
          <Box variant="p">
            {t('blacklistScreen.upload.summary', {
              file: checked.file.name,
              records: formatCount(checked.records),
              kind: t(`blacklistScreen.upload.kinds.${kind}`),
            })}
          </Box>
        )
      }
      perform={async () => {
        if (!checked?.ok) return;
        await api.call('uploadBlacklist', { body: await blacklistUploadBody(checked.file, kind, draft.note) });
      }}
      onDismiss={onDismiss}
      onSuccess={onSuccess}
    />
  );
}
