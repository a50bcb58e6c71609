import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/italian-format';
import type { User } from '../../../../shared/schemas/users';

function Role({ user }: { user: User }) {
  const { t } = useTranslation();
  return <>{t(`users.options.role.${user.role}`)}</>;
}

function Enabled({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <StatusIndicator type={user.enabled ? 'success' : 'stopped'}>
      {t(`users.options.state.${user.enabled ? 'ENABLED' : 'DISABLED'}`)}
    </StatusIndicator>
  );
}

function Status({ user }: { user: User }) {
  const { t } = useTranslation();
  return <>{t(`users.statuses.${user.status}`)}</>;
}

function LastSignIn({ user }: { user: User }) {
  const { t } = useTranslation();
  return <>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('users.never')}</>;
}

/** A user's fields as words, for the list's cells and the detail's values alike. */
export const UserCells = {
  role: (user: User) => <Role user={user} />,
  enabled: (user: User) => <Enabled user={user} />,
  status: (user: User) => <Status user={user} />,
  createdAt: (user: User) => formatDateTime(user.createdAt),
  lastSignInAt: (user: User) => <LastSignIn user={user} />,
};
