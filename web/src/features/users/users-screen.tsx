import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/schemas/users';
import type { ScreenProps } from '../../shared/components/screen-props';
import { ListScreen } from '../../shared/list/list-screen';
import { usePagedListScreen } from '../../shared/list/use-list-screen';
import { UserDetailModal } from './user-detail-modal';
import type { UserValues } from './user-form';
import { UserOperationWizard } from './user-operation-wizard';
import type { UserOperation } from './user-operations';
import { USERS_LIST } from './users-list';

/**
 * 'Utenti e ruoli', the back office's first section: the list kit with 'Crea utente', and a
 * user's detail to change its role, disable or enable it, or reset its password. After a change that
 * succeeds the same search runs again, so the list shows it. On one's own user the changes the server
 * refuses for oneself are disabled with the reason.
 */
export default function UsersScreen({ username }: Partial<ScreenProps>) {
  const { t } = useTranslation();
  const screen = usePagedListScreen(USERS_LIST);
  const [opened, setOpened] = useState<User>();
  const [operation, setOperation] = useState<UserOperation>();
  // A creation the server refused opens again as it was filled in, until one succeeds.
  const [refusedDraft, setRefusedDraft] = useState<UserValues>();

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
          signedIn={username}
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
          refusedDraft={operation.kind === 'create' ? refusedDraft : undefined}
          onDismiss={(draft) => {
            if (operation.kind === 'create') setRefusedDraft(draft);
            setOperation(undefined);
          }}
          onSuccess={screen.list.reload}
        />
      )}
    </>
  );
}
