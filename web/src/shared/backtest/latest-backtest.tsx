import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { BacktestTarget } from '../../../../shared/schemas/backtest';
import { api } from '../api';
import { backtestHref } from '../components/console-paths';
import { numbersIn } from '../i18n/language-numbers';
import { figuresText, reproducibilityTexts, runText } from './backtest-text';

/**
 * The latest back-test of a version, as the publish confirmation shows it: its figures, its
 * period, when it was run and by whom, whether it is stale; or, plainly, that none was run.
 */
export function LatestBacktest({ target }: { target: BacktestTarget }) {
  const { t, i18n } = useTranslation();
  const numbers = numbersIn(i18n.language);
  const navigate = useNavigate();
  // Through `api.call`, as the screens' own hooks read, so a screen's tests answer it with their mocked client.
  const latest = useSWR(['getBacktest', target.kind, target.id], () => api.call('getBacktest', { params: target }));
  const result = latest.data?.result;
  const href = backtestHref(target.kind, target.id);
  const open = (
    <Link
      href={href}
      onFollow={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {t('backtest.open')}
    </Link>
  );

  let content: React.ReactNode;
  if (latest.error) content = <StatusIndicator type="error">{t('backtest.failed')}</StatusIndicator>;
  else if (latest.data === undefined)
    content = <StatusIndicator type="loading">{t('backtest.running')}</StatusIndicator>;
  else if (!result || result.status === 'FAILED' || !result.summary)
    content = (
      <Alert type="warning" data-testid="latest-backtest-none">
        {result?.status === 'RUNNING' ? t('backtest.latest.running') : t('backtest.latest.none')} {open}
      </Alert>
    );
  else
    content = (
      <SpaceBetween size="xs">
        <Box variant="p">{runText(result, t)}</Box>
        <Box variant="p" fontWeight="bold">
          {figuresText(result.summary, target.kind, t, numbers)}
        </Box>
        <Box variant="p">{reproducibilityTexts(result.summary, t, numbers).lines[0]}</Box>
        {result.staleReason && <Alert type="warning">{t(`backtest.stale.${result.staleReason}`)}</Alert>}
        <Box>{open}</Box>
      </SpaceBetween>
    );

  return (
    <section data-testid="latest-backtest" aria-label={t('backtest.latest.title')}>
      <SpaceBetween size="xs">
        <Box variant="h4">{t('backtest.latest.title')}</Box>
        {content}
      </SpaceBetween>
    </section>
  );
}
