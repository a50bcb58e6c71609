import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerFilters } from '../../../../shared/schemas/customers';
import { useApi } from '../../shared/api';
import { KpiModal } from '../../shared/charts/kpi-modal';

// Chart code downloads the first time the KPI modal opens, not with the list screen.
const CustomerKpiCharts = lazy(() => import('./customer-kpi-charts'));

export interface CustomerKpiModalProps {
  visible: boolean;
  onDismiss: () => void;
  /** The list's filters as it sends them: the KPIs are over the same customers the list shows. */
  filters: CustomerFilters;
}

/** 'Calcola KPI' of Vista Clienti: nothing is fetched while closed; each opening fetches again. */
export function CustomerKpiModal({ visible, onDismiss, filters }: CustomerKpiModalProps) {
  const { t } = useTranslation();
  const kpi = useApi('customerKpi', visible ? { body: { filters } } : null);
  return (
    <KpiModal
      visible={visible}
      onDismiss={onDismiss}
      title={t('clientsList.kpi.title')}
      description={t('clientsList.kpi.description')}
      load={{ data: kpi.data, error: kpi.error, isLoading: kpi.isLoading, retry: () => void kpi.mutate() }}
    >
      {(data) => <CustomerKpiCharts data={data} />}
    </KpiModal>
  );
}
