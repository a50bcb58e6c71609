import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { JOB_NOTE_MAX_LENGTH } from '../../../../shared/constants';
import { FILE_SEPARATORS, type FileSeparator } from '../../../../shared/enums';
import { type ExportFormField, type ExportFormState, visibleExportErrors } from './export-form';

/** Catalogue keys of the separators' names (the characters themselves make poor keys). */
const SEPARATOR_NAMES: Record<FileSeparator, 'semicolon' | 'pipe' | 'comma'> = {
  ';': 'semicolon',
  '|': 'pipe',
  ',': 'comma',
};

interface ExportFormFieldsProps {
  state: ExportFormState;
  onChange: (field: ExportFormField, value: string) => void;
  onBlur: (field: ExportFormField) => void;
}

/** The three fields of the export form: file name (checked on blur), separator, note. */
export function ExportFormFields({ state, onChange, onBlur }: ExportFormFieldsProps) {
  const { t } = useTranslation();
  const errors = visibleExportErrors(state);
  const errorText = (field: ExportFormField) => {
    const error = errors[field];
    return error ? t(`exportModal.errors.${error}`, { max: JOB_NOTE_MAX_LENGTH }) : undefined;
  };
  const readOnly = state.phase !== 'editing';
  const options = FILE_SEPARATORS.map((separator) => ({
    value: separator,
    label: t(`exportModal.separators.${SEPARATOR_NAMES[separator]}`),
  }));
  const selected = options.find((option) => option.value === state.values.fileSeparator) ?? null;

  return (
    <SpaceBetween size="m">
      <FormField
        label={t('exportModal.fields.filename')}
        controlId="export-filename"
        errorText={errorText('filename')}
        constraintText={
          state.check?.status === 'checking' ? (
            <span data-testid="export-name-checking">
              <StatusIndicator type="loading">{t('exportModal.checking')}</StatusIndicator>
            </span>
          ) : (
            t('exportModal.filenameHint')
          )
        }
      >
        <Input
          controlId="export-filename"
          value={state.values.filename}
          readOnly={readOnly}
          autoComplete={false}
          onChange={({ detail }) => onChange('filename', detail.value)}
          onBlur={() => onBlur('filename')}
        />
      </FormField>
      <FormField
        label={t('exportModal.fields.fileSeparator')}
        controlId="export-separator"
        errorText={errorText('fileSeparator')}
      >
        <Select
          controlId="export-separator"
          selectedOption={selected}
          options={options}
          disabled={readOnly}
          onChange={({ detail }) => onChange('fileSeparator', detail.selectedOption.value ?? '')}
          onBlur={() => onBlur('fileSeparator')}
        />
      </FormField>
      <FormField
        label={
          <span>
            {t('exportModal.fields.note')} - <i>{t('exportModal.optional')}</i>
          </span>
        }
        controlId="export-note"
        errorText={errorText('note')}
        constraintText={t('exportModal.noteHint', { max: JOB_NOTE_MAX_LENGTH })}
      >
        <Textarea
          controlId="export-note"
          value={state.values.note}
          readOnly={readOnly}
          rows={3}
          onChange={({ detail }) => onChange('note', detail.value)}
          onBlur={() => onBlur('note')}
        />
      </FormField>
    </SpaceBetween>
  );
}
