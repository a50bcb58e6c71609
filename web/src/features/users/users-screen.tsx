import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/schemas/users';
import { ListScreen } from '../../shared/list/list-screen';
import { usePagedListScreen } from '../../shared/list/use-list-screen';
import { UserDetailModal } from './user-detail-modal';
import { UserOperationWizard } from './user-operation-wizard';
import type { UserOperation } from './user-operations';
import { USERS_LIST } from './users-list';

/**
 * 'Utenti e ruoli', the back office's first section (issue 26): the list kit with 'Crea utente', and a
 * user's detail to change its role, disable or enable it, or reset its password. After a change that
 * succeeds the same search runs again, so the list shows it.
 */
export default function UsersScreen() {
  const { t } = useTranslation();
  const screen = usePagedListScreen(USERS_LIST);
  const [opened, setOpened] = useState<User>();
  const [operation, setOperation] = useState<UserOperation>();

  return (
    <>
      <ListScreen
        screen={screen}
        rows={screen.list.tableRows}
        actions={
          <Button variant="primary" onClick={() => setOperation({ kind: 'create' })}>
            {t('users.actions.create')}
          </Button>
        }
        openRow={{ label: t('users.actions.open'), onOpen: setOpened }}
      />
      {opened && (
        <UserDetailModal
          user={opened}
          onClose={() => setOpened(undefined)}
          onAction={(kind) => {
            setOperation({ kind, user: opened });
            setOpened(undefined);
          }}
        />
      )}
      {operation && (
        <UserOperationWizard
          operation={operation}
          onDismiss={() => setOperation(undefined)}
          onSuccess={screen.list.reload}
        />
      )}
    </>
  );
}
