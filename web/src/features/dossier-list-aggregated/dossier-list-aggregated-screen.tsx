import Box from '@cloudscape-design/components/box';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../shared/list/list-screen';
import { usePagedListScreen } from '../../shared/list/use-list-screen';
import { businessKpiRequest } from './aggregated-filters';
import { AGGREGATED_LIST } from './aggregated-list';
import { BusinessKpiModal } from './business-kpi-modal';

/** Aggregated requests, one row per tax code and month: the list kit plus its business KPIs. */
export default function DossierListAggregatedScreen() {
  const { t } = useTranslation();
  const screen = usePagedListScreen(AGGREGATED_LIST);
  const { applied } = screen.filters;
  const kpiRequest = useMemo(() => businessKpiRequest(applied, screen.defaults), [applied, screen.defaults]);
  const [kpiOpen, setKpiOpen] = useState(false);
  return (
    <>
      <ListScreen
        screen={screen}
        rows={screen.list.tableRows}
        onKpi={() => setKpiOpen(true)}
        // The green chips define the dossiers of the business KPIs: say so while one is applied.
        note={
          screen.chips.some((chip) => chip.highlighted) && (
            <Box variant="small" color="text-body-secondary">
              {t('aggregatedList.kpiNote')}
            </Box>
          )
        }
      />
      <BusinessKpiModal visible={kpiOpen} onDismiss={() => setKpiOpen(false)} request={kpiRequest} />
    </>
  );
}
