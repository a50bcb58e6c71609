import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_OUT_BOUND_MINUTES } from '../../../../shared/users/token-lifetimes';
import { ApiError } from '../../shared/api/api-error';
import { OperationWizard } from '../../shared/wizard/operation-wizard';
import { TemporaryPassword } from './temporary-password';
import { useUserForm } from './use-user-form';
import type { UserValues } from './user-form';
import { UserFormFields } from './user-form-fields';
import { performUserOperation, type UserOperation, type UserOutcome } from './user-operations';

interface UserOperationWizardProps {
  operation: UserOperation;
  /** A creation the server refused before, opened again: its values, as they were filled in. */
  refusedDraft?: UserValues;
  /**
   * The wizard closes: with a creation, the values to open the next one with (those the server refused,
   * kept until a creation succeeds), or undefined for an empty form.
   */
  onDismiss: (refusedDraft?: UserValues) => void;
  onSuccess: () => void;
}

/**
 * Creating a user, changing its role, disabling, enabling and resetting its password on the shared
 * wizard: the form where there is one, the confirmation with what will change, then the outcome, with
 * the temporary password a creation or a reset made, shown this once.
 */
export function UserOperationWizard({ operation, refusedDraft, onDismiss, onSuccess }: UserOperationWizardProps) {
  const { t } = useTranslation();
  const user = operation.kind === 'create' ? undefined : operation.user;
  const { kind } = operation;
  const form = useUserForm(
    refusedDraft ?? {
      username: user?.username ?? '',
      email: user?.email ?? '',
      role: user?.role ?? '',
      agencyCode: user?.agencyCode ?? '',
    },
    { checksUsername: kind === 'create', touched: refusedDraft !== undefined },
  );
  // What the server answered last: a refused creation is kept for the next opening, a created one is not.
  const outcome = useRef<'refused' | 'done' | undefined>(refusedDraft ? 'refused' : undefined);
  const hasForm = kind === 'create' || kind === 'role';
  const changed =
    kind !== 'role' || form.request?.role !== user?.role || (form.request?.agencyCode ?? null) !== user?.agencyCode;
  const role = (value: string | undefined) =>
    value ? t(`users.options.role.${value}` as 'users.options.role.ADMIN') : '';
  const details = [
    { label: t('users.fields.username'), value: form.request?.username ?? user?.username },
    ...(kind === 'create' ? [{ label: t('users.fields.email'), value: form.request?.email }] : []),
    ...(kind === 'role' ? [{ label: t('users.fields.currentRole'), value: role(user?.role) }] : []),
    ...(hasForm ? [{ label: t('users.fields.role'), value: role(form.request?.role) }] : []),
    ...(form.request?.agencyCode ? [{ label: t('users.fields.agencyCode'), value: form.request.agencyCode }] : []),
  ];

  return (
    <OperationWizard
      visible
      title={t(`users.operations.${kind}`)}
      needsNote={false}
      step1={
        hasForm ? (
          <SpaceBetween size="m">
            <Box variant="p">{t(`users.explanations.${kind}`)}</Box>
            <UserFormFields form={form} roleOnly={kind === 'role'} />
          </SpaceBetween>
        ) : undefined
      }
      step1Ready={!hasForm || (form.ready && changed)}
      onStep1Refused={form.submit}
      confirmDetail={
        <SpaceBetween size="s">
          {!hasForm && <Box variant="p">{t(`users.explanations.${kind}`, { minutes: SIGN_OUT_BOUND_MINUTES })}</Box>}
          <KeyValuePairs columns={details.length} items={details} />
        </SpaceBetween>
      }
      perform={async () => {
        try {
          const result = await performUserOperation(operation, form.request);
          outcome.current = 'done';
          return result;
        } catch (error) {
          outcome.current = 'refused';
          form.refused(refusalCodeOf(error));
          throw error;
        }
      }}
      successDetail={(result) => {
        const { user: done, temporaryPassword } = result as UserOutcome;
        return temporaryPassword ? (
          <TemporaryPassword username={done.username} password={temporaryPassword} />
        ) : undefined;
      }}
      onDismiss={() => onDismiss(kind === 'create' && outcome.current === 'refused' ? form.values : undefined)}
      onSuccess={onSuccess}
    />
  );
}

/** The code of the server's first error, for the form to keep a refused value at its field. */
function refusalCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.errors[0]?.code : undefined;
}
