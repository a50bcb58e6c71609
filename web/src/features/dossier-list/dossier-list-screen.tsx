import { useState } from 'react';
import { ListScreen } from '../../shared/list/list-screen';
import { usePagedListScreen } from '../../shared/list/use-list-screen';
import { DOSSIER_LIST } from './dossier-list';
import { RequestLogKpiModal } from './request-log-kpi-modal';

/** Acceptance requests, the request log (spec section 2 'Dossier list'): the list kit plus its KPI. */
export default function DossierListScreen() {
  const screen = usePagedListScreen(DOSSIER_LIST);
  const [kpiOpen, setKpiOpen] = useState(false);
  return (
    <>
      <ListScreen screen={screen} rows={screen.list.tableRows} onKpi={() => setKpiOpen(true)} />
      <RequestLogKpiModal visible={kpiOpen} onDismiss={() => setKpiOpen(false)} filters={screen.filters.applied} />
    </>
  );
}
