import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unmetPasswordRules } from '../../../../shared/users/password-policy';
import { PasswordPolicyList } from './password-policy-list';

/**
 * A new password typed twice, checked against the pool's policy before it is sent (Cognito would refuse
 * it anyway, with one sentence for every rule). `ready` once both are typed, equal and within the policy.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const unmet = useMemo(() => unmetPasswordRules(password), [password]);
  const matches = password === confirm;
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    unmet,
    submitted,
    /** Marks the form as sent: its problems show from now on. Answers whether it may go. */
    submit: () => {
      setSubmitted(true);
      return unmet.length === 0 && matches;
    },
    mismatch: submitted && confirm !== '' && !matches,
  };
}
export type NewPassword = ReturnType<typeof useNewPassword>;

const POLICY_ID = 'new-password-policy';

export function NewPasswordFields({ form }: { form: NewPassword }) {
  const { t } = useTranslation();
  const required = (value: string) => (form.submitted && value === '' ? t('auth.required') : undefined);
  const policyBroken = form.submitted && form.password !== '' && form.unmet.length > 0;
  return (
    <>
      <FormField
        label={t('auth.newPassword.password')}
        errorText={required(form.password) ?? (policyBroken ? t('auth.errors.passwordPolicy') : undefined)}
      >
        <Input
          value={form.password}
          onChange={({ detail }) => form.setPassword(detail.value)}
          type="password"
          autoComplete="new-password"
          name="new-password"
          autoFocus
          ariaDescribedby={POLICY_ID}
        />
      </FormField>
      <PasswordPolicyList unmet={form.unmet} id={POLICY_ID} />
      <FormField
        label={t('auth.newPassword.confirm')}
        errorText={required(form.confirm) ?? (form.mismatch ? t('auth.newPassword.mismatch') : undefined)}
      >
        <Input
          value={form.confirm}
          onChange={({ detail }) => form.setConfirm(detail.value)}
          type="password"
          autoComplete="new-password"
          name="confirm-password"
        />
      </FormField>
    </>
  );
}
