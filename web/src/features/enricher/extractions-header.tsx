import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../shared/format/italian-format';

interface ExtractionsHeaderProps {
  /** `total` of the last answer; null before the first. */
  total: number | null;
  refreshing: boolean;
  /** The list polls by itself while a job is on its way. */
  polling: boolean;
  onRefresh: () => void;
  /** Absent for the roles that may not upload (spec section 6): no enrichment button. */
  onEnrich?: () => void;
}

/** 'Estrazioni & Arricchimenti {count}' with the refresh and, for ADMIN and RISK_OFFICER, the enrichment button. */
export function ExtractionsHeader({ total, refreshing, polling, onRefresh, onEnrich }: ExtractionsHeaderProps) {
  const { t } = useTranslation();
  return (
    <Header
      variant="awsui-h1-sticky"
      actions={
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          {polling && <StatusIndicator type="loading">{t('extractions.autoRefresh')}</StatusIndicator>}
          <Button iconName="refresh" onClick={onRefresh} loading={refreshing}>
            {t('extractions.refresh')}
          </Button>
          {onEnrich && (
            <Button variant="primary" iconName="upload" onClick={onEnrich}>
              {t('extractions.enrich')}
            </Button>
          )}
        </SpaceBetween>
      }
    >
      {total === null ? t('extractions.titleLoading') : t('extractions.title', { count: formatCount(total) })}
    </Header>
  );
}
