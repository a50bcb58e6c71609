import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { TrafficLight } from '../../../../shared/enums';
import type { BacktestKind, BacktestSummary } from '../../../../shared/schemas/backtest';
import { replayedWithText } from '../../shared/backtest/backtest-text';
import { numbersIn } from '../../shared/i18n/language-numbers';
import { TrafficLightStatus } from '../../shared/list/request-log-cells';

const LIGHTS: readonly TrafficLight[] = ['R', 'V'];

/**
 * The back-test's figures: how many checks were replayed and changed, then red and green counted three
 * times, each named: as recorded (decided at the time: the dashboard's count), replayed under the
 * configuration in force now, replayed under the draft. The changed outcomes compare the last two.
 */
export function BacktestOutcomeFigures({ summary, kind }: { summary: BacktestSummary; kind: BacktestKind }) {
  const { t, i18n } = useTranslation();
  const numbers = numbersIn(i18n.language);
  const target = replayedWithText(kind, t);
  return (
    <SpaceBetween size="m">
      <KeyValuePairs
        columns={2}
        items={[
          {
            label: t('backtest.summary.checks'),
            value: <span data-testid="backtest-checks">{numbers.count(summary.checks)}</span>,
          },
          {
            label: t('backtest.summary.changed'),
            value: <span data-testid="backtest-changed">{numbers.count(summary.changed)}</span>,
          },
        ]}
      />
      <Table
        data-testid="backtest-outcomes"
        variant="embedded"
        header={
          <Header variant="h3" description={t('backtest.outcomes.description', { target })}>
            {t('backtest.outcomes.title')}
          </Header>
        }
        items={[...LIGHTS]}
        trackBy={(light) => light}
        columnDefinitions={[
          { id: 'light', header: t('backtest.outcomes.light'), cell: (light) => <TrafficLightStatus light={light} /> },
          {
            id: 'recorded',
            header: t('backtest.outcomes.recorded'),
            cell: (light) =>
              summary.recorded ? numbers.count(summary.recorded[light]) : t('backtest.outcomes.notCounted'),
          },
          {
            id: 'before',
            header: t('backtest.outcomes.before'),
            cell: (light) => numbers.count(summary.before[light]),
          },
          {
            id: 'after',
            header: t('backtest.outcomes.after', { target }),
            cell: (light) => numbers.count(summary.after[light]),
          },
        ]}
      />
    </SpaceBetween>
  );
}
