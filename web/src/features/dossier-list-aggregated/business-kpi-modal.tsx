import Modal from '@cloudscape-design/components/modal';

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

/** Business KPI of the aggregated list (spec section 2). Work in progress: issue #5. */
export function BusinessKpiModal({ visible, onDismiss }: BusinessKpiModalProps) {
  return <Modal visible={visible} onDismiss={onDismiss} header="KPI" size="max" />;
}
