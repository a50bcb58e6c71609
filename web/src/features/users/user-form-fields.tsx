import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../../shared/roles';
import { AgencySuggest } from './agency-suggest';
import type { UserForm } from './use-user-form';
import type { UserField } from './user-form';

/** The username, email, one role and, for an agent, its agency; a role change shows only the last two. */
export function UserFormFields({ form, roleOnly }: { form: UserForm; roleOnly: boolean }) {
  const { t } = useTranslation();
  const usernameRef = useRef<InputProps.Ref>(null);
  // The dialog focuses its first button once open, after its content's own autofocus: the username is
  // focused after that, so the person types at once (and the field is not left before being touched).
  useEffect(() => {
    const timer = setTimeout(() => usernameRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  const errorText = (field: UserField) => {
    const problem = form.problem(field);
    if (!problem) return undefined;
    if ('rule' in problem) return t(`users.rules.${problem.rule}`);
    return 'refusal' in problem ? t(`users.serverTexts.${problem.refusal}`) : problem.text;
  };
  const roleOption = (role: string) => ({
    value: role,
    label: t(`users.options.role.${role}` as 'users.options.role.ADMIN'),
  });
  return (
    <SpaceBetween size="m">
      {!roleOnly && (
        <>
          <FormField
            label={t('users.fields.username')}
            controlId="user-username"
            constraintText={t('users.fields.usernameConstraint')}
            errorText={errorText('username')}
          >
            <Input
              ref={usernameRef}
              controlId="user-username"
              value={form.values.username}
              autoComplete={false}
              disableBrowserAutocorrect
              onChange={({ detail }) => form.change('username', detail.value)}
              onBlur={() => form.leave('username')}
            />
          </FormField>
          <FormField
            label={t('users.fields.email')}
            controlId="user-email"
            constraintText={t('users.fields.emailConstraint')}
            errorText={errorText('email')}
          >
            <Input
              controlId="user-email"
              type="email"
              value={form.values.email}
              autoComplete={false}
              onChange={({ detail }) => form.change('email', detail.value)}
              onBlur={() => form.leave('email')}
            />
          </FormField>
        </>
      )}
      <FormField label={t('users.fields.role')} controlId="user-role" errorText={errorText('role')}>
        <Select
          controlId="user-role"
          selectedOption={form.values.role ? roleOption(form.values.role) : null}
          options={ROLES.map(roleOption)}
          onChange={({ detail }) => form.change('role', detail.selectedOption.value ?? '')}
          onBlur={() => form.leave('role')}
        />
      </FormField>
      {form.values.role === 'AGENT' && (
        <FormField
          label={t('users.fields.agencyCode')}
          controlId="user-agency"
          constraintText={
            form.agency ? t('users.fields.agencyName', { name: form.agency.name }) : t('users.fields.agencyConstraint')
          }
          errorText={errorText('agencyCode')}
        >
          <AgencySuggest
            controlId="user-agency"
            value={form.values.agencyCode}
            onChange={(code) => form.change('agencyCode', code)}
            onBlur={() => form.leave('agencyCode')}
          />
        </FormField>
      )}
    </SpaceBetween>
  );
}
