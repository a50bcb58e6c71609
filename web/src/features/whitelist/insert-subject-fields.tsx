import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { OPERATION_NOTE_MAX_LENGTH } from '../../shared/wizard/operation-note';
import type { DraftErrors, DraftField, InsertSubjectDraft } from './insert-subject-draft';

/** What the fields need of the CURRENT configuration: its reasons and the expiry it gives, as text. */
export type InsertConfiguration =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; reasons: readonly string[]; expiry: string };

interface InsertSubjectFieldsProps {
  draft: InsertSubjectDraft;
  errors: DraftErrors;
  configuration: InsertConfiguration;
  onChange: (field: DraftField, value: string) => void;
  /** The user went through a field: its problems may show. */
  onTouch: (field: DraftField) => void;
  /** Enter in a field: the user wants to go on, so every problem shows (Continue is disabled while any). */
  onSubmitAttempt: () => void;
}

/** Step1 of InsertSubject (spec section 5 'White list insert'). */
export function InsertSubjectFields({
  draft,
  errors,
  configuration,
  onChange,
  onTouch,
  onSubmitAttempt,
}: InsertSubjectFieldsProps) {
  const { t } = useTranslation();
  const text = (field: 'taxCode' | 'vatRegistrationNo' | 'companyName') => (
    <FormField label={t(`whitelist.columns.${field}`)} errorText={errors[field]}>
      <Input
        value={draft[field]}
        onChange={({ detail }) => onChange(field, detail.value)}
        onBlur={() => onTouch(field)}
        onKeyDown={({ detail }) => detail.key === 'Enter' && onSubmitAttempt()}
        autoComplete={false}
        ariaRequired={field === 'companyName'}
      />
    </FormField>
  );

  return (
    <SpaceBetween size="l">
      <SpaceBetween size="xs">
        <Box variant="p" color="text-body-secondary" padding="n">
          {t('whitelist.insert.identifiersHint')}
        </Box>
        <ColumnLayout columns={2}>
          {text('taxCode')}
          {text('vatRegistrationNo')}
        </ColumnLayout>
      </SpaceBetween>
      {text('companyName')}
      {configuration.state === 'loading' && (
        <StatusIndicator type="loading">{t('whitelist.insert.loadingConfiguration')}</StatusIndicator>
      )}
      {configuration.state === 'failed' && (
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <StatusIndicator type="error">{t('whitelist.insert.configurationFailed')}</StatusIndicator>
          <Button formAction="none" onClick={configuration.retry}>
            {t('whitelist.insert.retry')}
          </Button>
        </SpaceBetween>
      )}
      {configuration.state === 'ready' && (
        <ColumnLayout columns={2}>
          <FormField label={t('whitelist.columns.expiringDate')} description={t('whitelist.insert.expiryHint')}>
            <Input value={configuration.expiry} readOnly />
          </FormField>
          <FormField label={t('whitelist.columns.reasonDescription')} errorText={errors.reasonDescription}>
            <Select
              selectedOption={draft.reasonDescription ? { value: draft.reasonDescription } : null}
              options={configuration.reasons.map((reason) => ({ value: reason }))}
              onChange={({ detail }) => {
                onChange('reasonDescription', detail.selectedOption.value ?? '');
                onTouch('reasonDescription');
              }}
              placeholder={t('whitelist.insert.reasonPlaceholder')}
            />
          </FormField>
        </ColumnLayout>
      )}
      <FormField
        label={t('whitelist.columns.note')}
        constraintText={t('whitelist.insert.noteConstraint', { max: OPERATION_NOTE_MAX_LENGTH })}
        errorText={errors.note}
      >
        <Textarea
          value={draft.note}
          onChange={({ detail }) => onChange('note', detail.value)}
          onBlur={() => onTouch('note')}
          rows={3}
        />
      </FormField>
    </SpaceBetween>
  );
}
