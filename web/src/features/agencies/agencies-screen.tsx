import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agency } from '../../../../shared/schemas/agency';
import { ListScreen } from '../../shared/list/list-screen';
import { usePagedListScreen } from '../../shared/list/use-list-screen';
import { AGENCIES_LIST } from './agencies-list';
import { AgencyDetailModal } from './agency-detail-modal';
import { AgencyOperationWizard } from './agency-operation-wizard';
import type { AgencyOperation } from './agency-operations';

/**
 * 'Mapping codice agenzia' (spec section 2 'Agency mapping'), the default section of /admin/blacklist:
 * the list kit with 'Inserisci agenzia', and a row's detail to rename or delete it. After a change
 * that succeeds the same search runs again, so the list shows it.
 */
export default function AgenciesScreen() {
  const { t } = useTranslation();
  const screen = usePagedListScreen(AGENCIES_LIST);
  const [opened, setOpened] = useState<Agency>();
  const [operation, setOperation] = useState<AgencyOperation>();

  return (
    <>
      <ListScreen
        screen={screen}
        rows={screen.list.tableRows}
        actions={
          <Button variant="primary" onClick={() => setOperation({ kind: 'insert' })}>
            {t('agencies.actions.insert')}
          </Button>
        }
        openRow={{ label: t('agencies.actions.open'), onOpen: setOpened }}
      />
      {opened && (
        <AgencyDetailModal
          agency={opened}
          onClose={() => setOpened(undefined)}
          onAction={(kind) => {
            setOperation({ kind, agency: opened });
            setOpened(undefined);
          }}
        />
      )}
      {operation && (
        <AgencyOperationWizard
          operation={operation}
          onDismiss={() => setOperation(undefined)}
          onSuccess={screen.list.reload}
        />
      )}
    </>
  );
}
