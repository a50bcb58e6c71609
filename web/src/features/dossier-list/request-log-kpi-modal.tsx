import Modal from '@cloudscape-design/components/modal';
import type { RequestLogFilters } from '../../../../shared/schemas/request-log';

export interface RequestLogKpiModalProps {
  visible: boolean;
  onDismiss: () => void;
  filters: RequestLogFilters;
}

/** KPI of the dossier list (spec section 2, 'Dossier list'). Work in progress: issue #5. */
export function RequestLogKpiModal({ visible, onDismiss }: RequestLogKpiModalProps) {
  return <Modal visible={visible} onDismiss={onDismiss} header="KPI" size="max" />;
}
