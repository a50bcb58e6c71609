import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/schemas/users';
import type { OwnChange } from '../../../../shared/users/user-rules';
import { useApi } from '../../shared/api';
import { ModalFooter } from '../../shared/components/modal-footer';
import { ownUserRefusal } from './own-user';
import { UserCells } from './user-cells';
import type { UserOperation } from './user-operations';

interface UserDetailModalProps {
  user: User;
  /** Who is signed in: the changes nobody makes to themselves are disabled on their own user. */
  signedIn: string | undefined;
  onClose: () => void;
  /** A change was chosen: the caller runs it through the wizard. */
  onAction: (kind: Exclude<UserOperation['kind'], 'create'>) => void;
}

/**
 * One user's detail: every field, read again from the directory (the list's row may be minutes old) with
 * whether its sign-ins ask for a TOTP code, and the changes a user can have (its role, enabled or not,
 * its password, its TOTP turned off).
 */
export function UserDetailModal({ user: listed, signedIn, onClose, onAction }: UserDetailModalProps) {
  const { t } = useTranslation();
  const { data: detail, error } = useApi('getUser', { params: { username: listed.username } });
  const user = detail ?? listed;
  const totp = detail ? (
    <StatusIndicator type={detail.totpEnabled ? 'success' : 'stopped'}>
      {t(detail.totpEnabled ? 'users.detail.totpOn' : 'users.detail.totpOff')}
    </StatusIndicator>
  ) : (
    <StatusIndicator type={error ? 'error' : 'loading'}>
      {t(error ? 'users.detail.totpUnknown' : 'users.detail.totpLoading')}
    </StatusIndicator>
  );
  const enabledChange = user.enabled ? 'disable' : 'enable';
  /** The change's button, disabled with the server's reason on one's own user. */
  const changeButton = (change: OwnChange, disabled = false) => {
    const refusal = ownUserRefusal(change, user.username, signedIn);
    return {
      disabled: disabled || refusal !== undefined,
      disabledReason: refusal && t(`users.serverTexts.${refusal}`),
      onClick: () => onAction(change),
    };
  };
  const column = (id: string) => t(`users.columns.${id}` as 'users.columns.username');
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('users.detail.title')}
      closeAriaLabel={t('users.detail.dismiss')}
      footer={
        <ModalFooter closeText={t('users.detail.close')} onClose={onClose}>
          <Button {...changeButton('turnTotpOff', !detail?.totpEnabled)}>{t('users.actions.turnTotpOff')}</Button>
          <Button {...changeButton('resetPassword')}>{t('users.actions.resetPassword')}</Button>
          <Button {...changeButton(enabledChange)}>{t(`users.actions.${enabledChange}`)}</Button>
          <Button variant="primary" {...changeButton('role')}>
            {t('users.actions.role')}
          </Button>
        </ModalFooter>
      }
    >
      <KeyValuePairs
        columns={4}
        ariaLabel={t('users.detail.label')}
        items={[
          { label: column('username'), value: user.username },
          { label: column('email'), value: user.email ?? '' },
          { label: column('role'), value: UserCells.role(user) },
          { label: column('agencyCode'), value: user.agencyCode ?? '' },
          { label: column('enabled'), value: UserCells.enabled(user) },
          { label: column('status'), value: UserCells.status(user) },
          { label: column('createdAt'), value: UserCells.createdAt(user) },
          { label: column('lastSignInAt'), value: UserCells.lastSignInAt(user) },
          { label: t('users.detail.totp'), value: totp },
        ]}
      />
    </Modal>
  );
}
