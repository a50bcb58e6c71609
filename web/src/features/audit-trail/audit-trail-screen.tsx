import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRecordRow } from '../../../../shared/schemas/audit';
import { ListScreen } from '../../shared/list/list-screen';
import { usePagedListScreen } from '../../shared/list/use-list-screen';
import { AuditRecordModal } from './audit-record-modal';
import { AUDIT_TRAIL_LIST } from './audit-trail-list';
import type { ConfigurationDiffComponent } from './record-changes-section';

export interface AuditTrailScreenProps {
  /** The configuration's changes in words (the configuration feature's view), handed in by the app. */
  ConfigurationDiff: ConfigurationDiffComponent;
}

/**
 * 'Registro modifiche', a section of the back office (ADMIN): who changed what, when, with which
 * outcome, on the list kit; a row opens the record with its before and after.
 */
export default function AuditTrailScreen({ ConfigurationDiff }: AuditTrailScreenProps) {
  const { t } = useTranslation();
  const screen = usePagedListScreen(AUDIT_TRAIL_LIST);
  const [opened, setOpened] = useState<AuditRecordRow>();
  return (
    <>
      <ListScreen
        screen={screen}
        rows={screen.list.tableRows}
        openRow={{ label: t('auditTrail.actions.open'), onOpen: setOpened }}
      />
      {opened && (
        <AuditRecordModal record={opened} onClose={() => setOpened(undefined)} ConfigurationDiff={ConfigurationDiff} />
      )}
    </>
  );
}
