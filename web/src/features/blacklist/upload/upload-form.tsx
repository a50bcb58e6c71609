import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { MAX_ENRICHER_DECOMPRESSED_BYTES, MAX_FILE_RECORDS } from '../../../../../shared/constants';
import { formatCount, formatFileSize } from '../../../../../shared/format/italian-format';
import { UploadBlacklistRequestSchema } from '../../../../../shared/schemas/blacklist';
import { OPERATION_NOTE_MAX_LENGTH } from '../../../shared/wizard/operation-note';
import type { CheckedFile } from './prepare-blacklist-upload';

const BYTES_PER_MEGABYTE = 1024 * 1024;
const FILENAME_MAX_LENGTH = UploadBlacklistRequestSchema.shape.filename.maxLength ?? 0;

export interface UploadDraft {
  files: File[];
  /** The chosen file read and checked; undefined while it is being read (or none is chosen). */
  checked: CheckedFile | undefined;
  note: string;
}

interface UploadFormProps {
  draft: UploadDraft;
  onFiles: (files: File[]) => void;
  onNote: (note: string) => void;
  /** Why the note cannot be sent ('tooLong', 'invalid'), in words. */
  noteError: string | undefined;
}

/** Step1 of the upload (spec section 5 'Black list upload'): one CSV file, read at once, and an optional note. */
export function UploadForm({ draft, onFiles, onNote, noteError }: UploadFormProps) {
  const { t } = useTranslation();
  const max = formatCount(MAX_FILE_RECORDS);
  const { checked } = draft;
  const chosen = draft.files.length > 0;
  const refusal =
    checked && !checked.ok
      ? t(`blacklistScreen.upload.refusals.${checked.refusal}`, {
          max: checked.refusal === 'badName' ? FILENAME_MAX_LENGTH : max,
          megabytes: MAX_ENRICHER_DECOMPRESSED_BYTES / BYTES_PER_MEGABYTE,
        })
      : undefined;
  let status: string | undefined;
  if (chosen && !checked) status = t('blacklistScreen.upload.reading');
  if (checked?.ok) status = t('blacklistScreen.upload.records', { records: formatCount(checked.records) });

  return (
    <SpaceBetween size="l">
      <FormField
        label={t('blacklistScreen.upload.file')}
        description={t('blacklistScreen.upload.description', { max })}
      >
        <FileUpload
          value={draft.files}
          onChange={({ detail }) => onFiles(detail.value.slice(-1))}
          accept=".csv,text/csv"
          multiple={false}
          showFileSize
          ariaRequired
          constraintText={status}
          errorText={refusal}
          i18nStrings={{
            uploadButtonText: () => t('blacklistScreen.upload.chooseFile'),
            dropzoneText: () => t('blacklistScreen.upload.dropFile'),
            removeFileAriaLabel: () => t('blacklistScreen.upload.remove'),
            errorIconAriaLabel: t('blacklistScreen.upload.fileError'),
            limitShowFewer: '',
            limitShowMore: '',
            formatFileSize,
          }}
        />
      </FormField>
      <FormField
        label={t('blacklistScreen.upload.note')}
        constraintText={t('blacklistScreen.upload.noteConstraint', { max: OPERATION_NOTE_MAX_LENGTH })}
        errorText={noteError}
      >
        <Textarea value={draft.note} onChange={({ detail }) => onNote(detail.value)} rows={3} />
      </FormField>
    </SpaceBetween>
  );
}
