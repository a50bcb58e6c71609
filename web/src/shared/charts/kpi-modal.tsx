import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadOnlyModal } from '../components/read-only-modal';

export interface KpiLoad<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

interface KpiModalProps<T> {
  visible: boolean;
  onDismiss: () => void;
  title: string;
  description: string;
  load: KpiLoad<T>;
  /** The charts of the loaded data; usually a lazy component, so chart code downloads on first open. */
  children: (data: T) => ReactNode;
}

/**
 * The frame of a KPI modal: header, close button, and the states of its one call — loading, an error
 * with a retry (the red alert of the failed call shows too), the charts once the data is there.
 */
export function KpiModal<T>({ visible, onDismiss, title, description, load, children }: KpiModalProps<T>) {
  const { t } = useTranslation();
  return (
    <ReadOnlyModal
      visible={visible}
      onDismiss={onDismiss}
      size="max"
      header={title}
      closeText={t('kpi.close')}
      dismissLabel={t('kpi.dismiss')}
    >
      {visible && (
        <SpaceBetween size="m">
          <Box variant="p" color="text-body-secondary">
            {description}
          </Box>
          <KpiModalBody load={load}>{children}</KpiModalBody>
        </SpaceBetween>
      )}
    </ReadOnlyModal>
  );
}

function KpiModalBody<T>({ load, children }: { load: KpiLoad<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const loading = (
    <Box textAlign="center" padding="xxl" data-testid="kpi-loading">
      <StatusIndicator type="loading">{t('kpi.loading')}</StatusIndicator>
    </Box>
  );
  if (load.isLoading) return loading;
  if (load.data === undefined) {
    if (!load.error) return loading;
    return (
      <Alert
        type="error"
        data-testid="kpi-error"
        action={
          <Button onClick={load.retry} data-testid="kpi-retry">
            {t('kpi.retry')}
          </Button>
        }
      >
        {t('kpi.error')}
      </Alert>
    );
  }
  return <Suspense fallback={loading}>{children(load.data)}</Suspense>;
}
