import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WhitelistSubject } from '../../../../shared/schemas/whitelist';
import { ListScreen } from '../../shared/list/list-screen';
import { usePagedListScreen } from '../../shared/list/use-list-screen';
import { InsertSubjectWizard } from './insert-subject-wizard';
import { RevocationWizard } from './revocation-wizard';
import { SubjectDetailModal } from './subject-detail-modal';
import { WHITELIST_LIST } from './whitelist-list';

/**
 * 'Gestione White list' (spec section 2 'White list'): the list kit, 'Inserisci soggetto', and a row's
 * detail where it is revoked. An insert or a revocation reloads the list, whose rows then show it.
 */
export default function WhitelistScreen() {
  const { t } = useTranslation();
  const screen = usePagedListScreen(WHITELIST_LIST);
  const [inserting, setInserting] = useState(false);
  const [opened, setOpened] = useState<WhitelistSubject>();
  const [revoking, setRevoking] = useState<WhitelistSubject>();
  const { reload } = screen.list;

  return (
    <>
      <ListScreen
        screen={screen}
        rows={screen.list.tableRows}
        actions={
          <Button variant="primary" iconName="add-plus" onClick={() => setInserting(true)}>
            {t('whitelist.insert.open')}
          </Button>
        }
        openRow={{ label: t('whitelist.detail.open'), onOpen: setOpened }}
      />
      {opened && (
        <SubjectDetailModal
          subject={opened}
          onClose={() => setOpened(undefined)}
          onRevoke={() => {
            setRevoking(opened);
            setOpened(undefined);
          }}
        />
      )}
      <RevocationWizard subject={revoking} onDismiss={() => setRevoking(undefined)} onSettled={reload} />
      <InsertSubjectWizard visible={inserting} onDismiss={() => setInserting(false)} onSuccess={reload} />
    </>
  );
}
