import Badge from '@cloudscape-design/components/badge';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { ChainFlag } from '../../../../shared/monitoring/link';
import type { ReviewStatus } from '../../../../shared/schemas/monitoring';
import { flagText, reviewStatusText } from './chain-words';

/** A red-then-green after an edit is what a risk officer looks for first: it stands out. */
const FLAG_COLOUR: Record<ChainFlag, 'red' | 'blue' | 'grey'> = {
  RED_THEN_GREEN_EDIT: 'red',
  IDENTITY_VARIANTS: 'blue',
  REPEAT_AFTER_RED: 'grey',
  BURST: 'grey',
};

/** A chain's flags in words, each a badge; none reads 'Nessuna segnalazione'. */
export function ChainFlags({ flags }: { flags: readonly ChainFlag[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return <>{t('repeatedChecks.noFlags')}</>;
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      {flags.map((flag) => (
        <Badge key={flag} color={FLAG_COLOUR[flag]}>
          {flagText(flag, t)}
        </Badge>
      ))}
    </SpaceBetween>
  );
}

const REVIEW_INDICATOR: Record<ReviewStatus, StatusIndicatorProps.Type> = {
  OPEN: 'pending',
  LEGITIMATE: 'success',
  SUSPICIOUS: 'error',
};

/** Whether the chain awaits a review, or how it was judged. */
export function ReviewStatusIndicator({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  return <StatusIndicator type={REVIEW_INDICATOR[status]}>{reviewStatusText(status, t)}</StatusIndicator>;
}
