import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { JOB_NOTE_MAX_LENGTH } from '../../../../shared/constants';
import { FILE_SEPARATORS, type FileSeparator } from '../../../../shared/enums';
import { formatFileSize } from '../../../../shared/format/italian-format';

export interface EnrichmentDraft {
  files: File[];
  fileSeparator: FileSeparator;
  note: string;
}

const SEPARATOR_TEXT = { ';': 'semicolon', '|': 'pipe', ',': 'comma' } as const;

export const isCsvFile = (file: File) => file.name.toLowerCase().endsWith('.csv');

/** Whether Step1 can go on: one CSV file and a note the server takes. */
export function isDraftValid(draft: EnrichmentDraft): boolean {
  return draftFileError(draft) === undefined && draft.note.length <= JOB_NOTE_MAX_LENGTH;
}

/** What keeps 'Continua' disabled (spec section 5): no file, or not one CSV file. */
export function draftFileError(draft: EnrichmentDraft): 'required' | 'onlyCsv' | undefined {
  const [file] = draft.files;
  if (!file || draft.files.length !== 1) return 'required';
  return isCsvFile(file) ? undefined : 'onlyCsv';
}

interface EnrichmentFormProps {
  draft: EnrichmentDraft;
  onChange: (draft: EnrichmentDraft) => void;
  /** A refusal found when the file was read (over the limit, empty, unreadable). */
  fileRefusal?: string;
  disabled: boolean;
}

/** Step1 of the Enricher wizard: one CSV file ('Elimina' removes it), the separator and a note. */
export function EnrichmentForm({ draft, onChange, fileRefusal, disabled }: EnrichmentFormProps) {
  const { t } = useTranslation();
  const formatError =
    draft.files.length > 0 && draftFileError(draft) === 'onlyCsv' ? t('enrichment.onlyCsv') : undefined;
  const separatorOption = (separator: FileSeparator) => ({
    value: separator,
    label: t(`enrichment.separators.${SEPARATOR_TEXT[separator]}`),
  });
  return (
    <SpaceBetween size="l">
      <FormField label={t('enrichment.file')} description={t('enrichment.description')}>
        <FileUpload
          value={draft.files}
          onChange={({ detail }) => onChange({ ...draft, files: detail.value.slice(-1) })}
          accept=".csv,text/csv"
          multiple={false}
          showFileSize
          ariaRequired
          constraintText={t('enrichment.fileConstraint')}
          errorText={fileRefusal ?? formatError}
          i18nStrings={{
            uploadButtonText: () => t('enrichment.chooseFile'),
            dropzoneText: () => t('enrichment.dropFile'),
            removeFileAriaLabel: () => t('enrichment.remove'),
            errorIconAriaLabel: t('enrichment.fileError'),
            limitShowFewer: '',
            limitShowMore: '',
            formatFileSize,
          }}
        />
      </FormField>
      <FormField label={t('enrichment.separator')}>
        <Select
          selectedOption={separatorOption(draft.fileSeparator)}
          options={FILE_SEPARATORS.map(separatorOption)}
          onChange={({ detail }) => onChange({ ...draft, fileSeparator: detail.selectedOption.value as FileSeparator })}
          disabled={disabled}
        />
      </FormField>
      <FormField
        label={t('enrichment.note')}
        errorText={
          draft.note.length > JOB_NOTE_MAX_LENGTH
            ? t('enrichment.noteTooLong', { max: JOB_NOTE_MAX_LENGTH })
            : undefined
        }
      >
        <Textarea
          value={draft.note}
          onChange={({ detail }) => onChange({ ...draft, note: detail.value })}
          rows={3}
          disabled={disabled}
        />
      </FormField>
    </SpaceBetween>
  );
}
