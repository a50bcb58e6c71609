import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useTranslation } from 'react-i18next';

/** The username of the sign-in and of the forgotten password: typed as is, 'required' once the form was sent. */
export function UsernameField({
  value,
  onChange,
  submitted,
}: {
  value: string;
  onChange: (value: string) => void;
  submitted: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('auth.username')} errorText={submitted && value.trim() === '' ? t('auth.required') : undefined}>
      <Input
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        autoComplete="username"
        name="username"
        autoFocus
        disableBrowserAutocorrect
      />
    </FormField>
  );
}
