import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '../../shared/customers/customer-value-text';

/** A value tagged with its field, so tests and assistive tooling find it by name. */
export function FieldValue({ field, children }: { field: string; children: ReactNode }) {
  return <span data-field={field}>{children}</span>;
}

/** The customer's status in words and colour: active, or ceased (stopped, not failed). */
export function ClientStatus({ status }: { status: string | null }) {
  const { t } = useTranslation();
  if (status !== 'ATTIVO' && status !== 'CESSATO') return <>{status ?? NO_VALUE}</>;
  return (
    <StatusIndicator type={status === 'ATTIVO' ? 'success' : 'stopped'}>
      {t(`clientsList.options.clientStatus.${status}`)}
    </StatusIndicator>
  );
}
