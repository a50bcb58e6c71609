import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { AgencyField } from './agency-form';
import type { AgencyForm } from './use-agency-form';

interface AgencyFormFieldsProps {
  form: AgencyForm;
  /** A rename keeps its code: shown, not editable. */
  codeReadOnly: boolean;
}

/** Code and name of an agency, each with its problem under it (spec section 5 'Agency'). */
export function AgencyFormFields({ form, codeReadOnly }: AgencyFormFieldsProps) {
  const { t } = useTranslation();
  const errorText = (field: AgencyField) => {
    const problem = form.problem(field);
    if (!problem) return undefined;
    return 'rule' in problem ? t(`agencies.rules.${problem.rule}`, { max: problem.max }) : problem.text;
  };
  const input = (field: AgencyField, readOnly: boolean) => (
    <Input
      controlId={`agency-${field}`}
      value={form.values[field]}
      readOnly={readOnly}
      autoComplete={false}
      // Focused on opening: the one field there is to type into first.
      autoFocus={!readOnly && (field === 'code' || codeReadOnly)}
      onChange={({ detail }) => form.change(field, detail.value)}
      onBlur={() => form.leave(field)}
    />
  );
  return (
    <SpaceBetween size="m">
      <FormField
        label={t('agencies.fields.code')}
        controlId="agency-code"
        constraintText={codeReadOnly ? undefined : t('agencies.fields.codeConstraint')}
        errorText={codeReadOnly ? undefined : errorText('code')}
      >
        {input('code', codeReadOnly)}
      </FormField>
      <FormField label={t('agencies.fields.name')} controlId="agency-name" errorText={errorText('name')}>
        {input('name', false)}
      </FormField>
    </SpaceBetween>
  );
}
