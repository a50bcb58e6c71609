import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Cognito's codes (TOTP, the emailed reset code) are six digits; spaces typed or pasted between them are dropped. */
export const codeOf = (typed: string) => typed.replace(/\s+/g, '');
export const isCode = (typed: string) => /^\d{6}$/.test(codeOf(typed));

/** A six-digit code as typed, with its problem once the form was sent. */
export function useCodeField() {
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  return {
    value,
    setValue,
    submitted,
    code: codeOf(value),
    /** Marks the form as sent; answers whether the code may go. */
    submit: () => {
      setSubmitted(true);
      return isCode(value);
    },
  };
}
export type CodeField = ReturnType<typeof useCodeField>;

export function CodeField({
  field,
  label,
  autoFocus = true,
}: {
  field: CodeField;
  label: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const problem = !field.submitted
    ? undefined
    : field.value.trim() === ''
      ? t('auth.required')
      : isCode(field.value)
        ? undefined
        : t('auth.codeFormat');
  return (
    <FormField label={label} constraintText={t('auth.codeConstraint')} errorText={problem}>
      <Input
        value={field.value}
        onChange={({ detail }) => field.setValue(detail.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        name="code"
        autoFocus={autoFocus}
        disableBrowserAutocorrect
      />
    </FormField>
  );
}
