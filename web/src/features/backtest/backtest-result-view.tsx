import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { lightOf } from '../../../../shared/backtest/tally';
import { transitionKey } from '../../../../shared/backtest/transition-key';
import {
  BACKTEST_DIMENSIONS,
  type BacktestKind,
  type BacktestResult,
  type BacktestSummary,
} from '../../../../shared/schemas/backtest';
import { replayedWithText, reproducibilityTexts, runText } from '../../shared/backtest/backtest-text';
import { numbersIn } from '../../shared/i18n/language-numbers';
import { TrafficLightStatus } from '../../shared/list/request-log-cells';
import { BacktestOutcomeFigures } from './backtest-outcome-figures';
import { BacktestSegmentChart } from './backtest-segment-chart';
import { UnreproducedLink } from './unreproduced-link';

function Outcome({ code }: { code: string }) {
  return (
    <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
      <TrafficLightStatus light={lightOf(code)} />
      <span>{code}</span>
    </SpaceBetween>
  );
}

function TransitionTable({ summary, kind }: { summary: BacktestSummary; kind: BacktestKind }) {
  const { t, i18n } = useTranslation();
  const numbers = numbersIn(i18n.language);
  return (
    <Table
      data-testid="backtest-transitions"
      variant="embedded"
      header={
        <Header variant="h3" description={t('backtest.transitions.description', { target: replayedWithText(kind, t) })}>
          {t('backtest.transitions.title')}
        </Header>
      }
      items={summary.transitions}
      trackBy={(row) => transitionKey(row.from, row.to)}
      empty={t('backtest.transitions.empty')}
      columnDefinitions={[
        { id: 'from', header: t('backtest.transitions.from'), cell: (row) => <Outcome code={row.from} /> },
        { id: 'to', header: t('backtest.transitions.to'), cell: (row) => <Outcome code={row.to} /> },
        { id: 'count', header: t('backtest.transitions.count'), cell: (row) => numbers.count(row.count) },
        {
          id: 'changed',
          header: t('backtest.transitions.changed'),
          cell: (row) => (row.from === row.to ? t('backtest.transitions.no') : <b>{t('backtest.transitions.yes')}</b>),
        },
      ]}
    />
  );
}

/** A finished back-test: figures, reproducibility, the transition table and the red checks by segment. */
export function BacktestResultView({ result, summary }: { result: BacktestResult; summary: BacktestSummary }) {
  const { t, i18n } = useTranslation();
  const { kind } = result.target;
  const reproducibility = reproducibilityTexts(summary, t, numbersIn(i18n.language));
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" description={runText(result, t)}>
            {t('backtest.summary.title')}
          </Header>
        }
      >
        <SpaceBetween size="m">
          {result.staleReason && <Alert type="warning">{t(`backtest.stale.${result.staleReason}`)}</Alert>}
          <BacktestOutcomeFigures summary={summary} kind={kind} />
          <div data-testid="backtest-reproducibility">
            <Box variant="h3">{t('backtest.reproducibility.title')}</Box>
            <StatusIndicator type={reproducibility.full ? 'success' : 'warning'}>
              {reproducibility.lines[0]}
            </StatusIndicator>
            {reproducibility.lines.slice(1).map((line) => (
              <Box key={line} variant="p" color="text-body-secondary">
                {line}
              </Box>
            ))}
            <UnreproducedLink summary={summary} />
          </div>
          <TransitionTable summary={summary} kind={kind} />
        </SpaceBetween>
      </Container>
      <Container
        header={
          <Header variant="h2" description={t('backtest.segments.description', { target: replayedWithText(kind, t) })}>
            {t('backtest.segments.title')}
          </Header>
        }
      >
        {/* One chart a row: a half-width chart would cut the longer segment names on its axis. */}
        <SpaceBetween size="m">
          {BACKTEST_DIMENSIONS.map((dimension) => (
            <BacktestSegmentChart
              key={dimension}
              dimension={dimension}
              kind={kind}
              segments={summary.segments[dimension]}
            />
          ))}
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
