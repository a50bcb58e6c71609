import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { checkDetailHref } from '../../shared/components/console-paths';
import { ListScreen } from '../../shared/list/list-screen';
import { usePagedListScreen } from '../../shared/list/use-list-screen';
import { DOSSIER_LIST } from './dossier-list';
import { RequestLogKpiModal } from './request-log-kpi-modal';

/**
 * Acceptance requests, the request log (spec section 2 'Dossier list'): the list kit plus its KPI. A row
 * opens the check on its own page: why it was decided so.
 */
export default function DossierListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const screen = usePagedListScreen(DOSSIER_LIST);
  const [kpiOpen, setKpiOpen] = useState(false);
  return (
    <>
      <ListScreen
        screen={screen}
        rows={screen.list.tableRows}
        onKpi={() => setKpiOpen(true)}
        openRow={{
          label: t('checkDetail.open'),
          onOpen: (row) => row.idRequest !== null && navigate(checkDetailHref(row.idRequest)),
        }}
      />
      <RequestLogKpiModal visible={kpiOpen} onDismiss={() => setKpiOpen(false)} filters={screen.filters.applied} />
    </>
  );
}
