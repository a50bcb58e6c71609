import Alert from '@cloudscape-design/components/alert';
import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lightOf } from '../../../../shared/backtest/tally';
import { formatCount } from '../../../../shared/format/italian-format';
import {
  BACKTEST_DIMENSIONS,
  type BacktestDimension,
  type BacktestResult,
  type BacktestSummary,
  type SegmentResult,
} from '../../../../shared/schemas/backtest';
import { reproducibilityTexts, runText } from '../../shared/backtest/backtest-text';
import { ChartBox } from '../../shared/charts/chart-box';
import { useCartesianChartTexts } from '../../shared/charts/use-chart-texts';
import { TrafficLightStatus } from '../../shared/list/request-log-cells';

/** Segments a chart shows: the largest, so a channel chart stays readable. */
const SEGMENTS_SHOWN = 12;
const OPTION_GROUPS: Record<BacktestDimension, string> = {
  subjectType: 'list.options.subjectType',
  microSegment: 'list.options.microSegment',
  market: 'list.options.market',
  acquisitionChannel: 'list.options.acquisitionChannel',
};

function Outcome({ code }: { code: string }) {
  return (
    <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
      <TrafficLightStatus light={lightOf(code)} />
      <span>{code}</span>
    </SpaceBetween>
  );
}

function Figures({ summary }: { summary: BacktestSummary }) {
  const { t } = useTranslation();
  const beforeAfter = (before: number, after: number) =>
    t('backtest.summary.beforeAfter', { before: formatCount(before), after: formatCount(after) });
  return (
    <KeyValuePairs
      columns={4}
      items={[
        {
          label: t('backtest.summary.checks'),
          value: <span data-testid="backtest-checks">{formatCount(summary.checks)}</span>,
        },
        {
          label: t('backtest.summary.changed'),
          value: <span data-testid="backtest-changed">{formatCount(summary.changed)}</span>,
        },
        {
          label: `${t('backtest.summary.red')} (${t('backtest.summary.before')} → ${t('backtest.summary.after')})`,
          value: beforeAfter(summary.before.R, summary.after.R),
        },
        {
          label: `${t('backtest.summary.green')} (${t('backtest.summary.before')} → ${t('backtest.summary.after')})`,
          value: beforeAfter(summary.before.V, summary.after.V),
        },
      ]}
    />
  );
}

function TransitionTable({ summary }: { summary: BacktestSummary }) {
  const { t } = useTranslation();
  return (
    <Table
      data-testid="backtest-transitions"
      variant="embedded"
      header={
        <Header variant="h3" description={t('backtest.transitions.description')}>
          {t('backtest.transitions.title')}
        </Header>
      }
      items={summary.transitions}
      trackBy={(row) => `${row.from}>${row.to}`}
      empty={t('backtest.transitions.empty')}
      columnDefinitions={[
        { id: 'from', header: t('backtest.transitions.from'), cell: (row) => <Outcome code={row.from} /> },
        { id: 'to', header: t('backtest.transitions.to'), cell: (row) => <Outcome code={row.to} /> },
        { id: 'count', header: t('backtest.transitions.count'), cell: (row) => formatCount(row.count) },
        {
          id: 'changed',
          header: t('backtest.transitions.changed'),
          cell: (row) => (row.from === row.to ? t('backtest.transitions.no') : <b>{t('backtest.transitions.yes')}</b>),
        },
      ]}
    />
  );
}

function SegmentChart({ dimension, segments }: { dimension: BacktestDimension; segments: readonly SegmentResult[] }) {
  const { t, i18n } = useTranslation();
  const texts = useCartesianChartTexts('bar');
  const shown = segments.slice(0, SEGMENTS_SHOWN);
  const name = (value: string) => {
    const key = `${OPTION_GROUPS[dimension]}.${value}`;
    return i18n.exists(key) ? i18n.t(key as 'app.name') : value;
  };
  const names = shown.map((segment) => name(segment.value));
  const series = useMemo(
    () => [
      {
        type: 'bar' as const,
        title: t('backtest.segments.redBefore'),
        data: shown.map((segment, index) => ({ x: names[index] as string, y: segment.redBefore })),
        valueFormatter: formatCount,
      },
      {
        type: 'bar' as const,
        title: t('backtest.segments.redAfter'),
        data: shown.map((segment, index) => ({ x: names[index] as string, y: segment.redAfter })),
        valueFormatter: formatCount,
      },
    ],
    [shown, names, t],
  );
  const title = t(`backtest.segments.${dimension}`);
  return (
    <ChartBox title={title} empty={shown.length === 0}>
      <BarChart
        {...texts}
        ariaLabel={`${t('backtest.segments.title')}: ${title}`}
        series={series}
        xDomain={names}
        xScaleType="categorical"
        yTitle={t('backtest.segments.yTitle')}
        xTitle={title}
        height={180}
        hideFilter
      />
    </ChartBox>
  );
}

/** A finished back-test: figures, reproducibility, the transition table and the red checks by segment. */
export function BacktestResultView({ result, summary }: { result: BacktestResult; summary: BacktestSummary }) {
  const { t } = useTranslation();
  const reproducibility = reproducibilityTexts(summary, t);
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
          <Figures summary={summary} />
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
          </div>
          <TransitionTable summary={summary} />
        </SpaceBetween>
      </Container>
      <Container
        header={
          <Header variant="h2" description={t('backtest.segments.description')}>
            {t('backtest.segments.title')}
          </Header>
        }
      >
        <ColumnLayout columns={2}>
          {BACKTEST_DIMENSIONS.map((dimension) => (
            <SegmentChart key={dimension} dimension={dimension} segments={summary.segments[dimension]} />
          ))}
        </ColumnLayout>
      </Container>
    </SpaceBetween>
  );
}
