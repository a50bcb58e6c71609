import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { PASSWORD_POLICY, PASSWORD_RULES, type PasswordRule } from '../../../../shared/users/password-policy';

/** The pool's password policy as a list, each rule marked met or not as the password is typed. */
export function PasswordPolicyList({ unmet, id }: { unmet: readonly PasswordRule[]; id: string }) {
  const { t } = useTranslation();
  return (
    <div id={id}>
      <Box variant="small">{t('auth.policy.title')}</Box>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {PASSWORD_RULES.map((rule) => {
          const met = !unmet.includes(rule);
          return (
            <li key={rule} data-rule={rule} data-met={met}>
              <StatusIndicator
                type={met ? 'success' : 'pending'}
                iconAriaLabel={t(met ? 'auth.policy.met' : 'auth.policy.unmet')}
              >
                {t(`auth.policy.${rule}`, { min: PASSWORD_POLICY.minLength })}
              </StatusIndicator>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
