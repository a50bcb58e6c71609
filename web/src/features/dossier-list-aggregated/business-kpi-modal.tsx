import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallInput } from '../../shared/api';
import { useApi } from '../../shared/api';
import { KpiModal } from '../../shared/charts/kpi-modal';

// Chart code downloads the first time the modal opens, not with the list screen.
const BusinessKpiCharts = lazy(() => import('./business-kpi-charts'));

/** The three 'green chip' filters of the aggregated list, on which the business KPIs are computed. */
export interface BusinessKpiRequest {
  dateRange: { startDate: string; endDate: string };
  acquisitionChannel: string[];
  subjectType: string[];
}

export interface BusinessKpiModalProps {
  visible: boolean;
  onDismiss: () => void;
  request: BusinessKpiRequest;
}

/**
 * Business KPI of the aggregated list (spec section 2 'Aggregated dossier list'). Loads when opened;
 * a new request (other chips) is a new call. The server checks the codes, so a stale one is a 400.
 */
export function BusinessKpiModal({ visible, onDismiss, request }: BusinessKpiModalProps) {
  const { t } = useTranslation();
  const body = request as CallInput<'groupedRequestLogsBusinessKpi'>['body'];
  const kpi = useApi('groupedRequestLogsBusinessKpi', visible ? { body } : null);
  return (
    <KpiModal
      visible={visible}
      onDismiss={onDismiss}
      title={t('kpi.business.title')}
      description={t('kpi.business.description')}
      load={{ data: kpi.data, error: kpi.error, isLoading: kpi.isLoading, retry: () => void kpi.mutate() }}
    >
      {(data) => <BusinessKpiCharts data={data} />}
    </KpiModal>
  );
}
