import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestLogFilters } from '../../../../shared/schemas/request-log';
import { useApi } from '../../shared/api';
import { KpiModal } from '../../shared/charts/kpi-modal';

// Chart code downloads the first time a KPI modal opens, not with the list screen.
const RequestLogKpiCharts = lazy(() => import('./request-log-kpi-charts'));

export interface RequestLogKpiModalProps {
  visible: boolean;
  onDismiss: () => void;
  /** The list's applied filters: the KPIs are computed on the same checks the list shows. */
  filters: RequestLogFilters;
}

/**
 * KPI of the dossier list (spec section 2 'Dossier list': 'The KPI modal loads data when opened').
 * Nothing is fetched while closed; each opening fetches again, and new filters are a new call.
 */
export function RequestLogKpiModal({ visible, onDismiss, filters }: RequestLogKpiModalProps) {
  const { t } = useTranslation();
  const kpi = useApi('requestLogKpi', visible ? { query: { filters: JSON.stringify(filters) } } : null);
  return (
    <KpiModal
      visible={visible}
      onDismiss={onDismiss}
      title={t('kpi.requestLog.title')}
      description={t('kpi.requestLog.description')}
      load={{ data: kpi.data, error: kpi.error, isLoading: kpi.isLoading, retry: () => void kpi.mutate() }}
    >
      {(data) => <RequestLogKpiCharts data={data} />}
    </KpiModal>
  );
}
