import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef } from 'react';
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
  const first = useRef<InputProps.Ref>(null);
  // The one field there is to type into first gets the focus once the modal has taken it for its own
  // first control: an autoFocus would lose it at once, and that blur read as the field left untouched
  // ('Campo obbligatorio' before anything was typed).
  useEffect(() => {
    const frame = requestAnimationFrame(() => first.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const errorText = (field: AgencyField) => {
    const problem = form.problem(field);
    if (!problem) return undefined;
    return 'rule' in problem ? t(`agencies.rules.${problem.rule}`, { max: problem.max }) : problem.text;
  };
  const input = (field: AgencyField, readOnly: boolean) => (
    <Input
      ref={!readOnly && (field === 'code' || codeReadOnly) ? first : undefined}
      controlId={`agency-${field}`}
      value={form.values[field]}
      readOnly={readOnly}
      autoComplete={false}
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
