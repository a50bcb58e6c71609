import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartEmpty } from './use-chart-texts';

interface ChartBoxProps {
  /** The box's title: what the chart shows. */
  title: string;
  /** Under the title: how to read it. */
  description?: string;
  /** Its figures are on their way: a loading state instead of the chart. */
  loading?: boolean;
  /** Nothing to draw: 'Nessun dato disponibile' (spec section 3) instead of the chart. */
  empty?: boolean;
  /** The box's actions (a link to the screen that acts on what it shows). */
  actions?: ReactNode;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * The one chart container of the console (brief section 6 'Charts'): the KPI modals, the dashboard and
 * the back-test draw every chart, figure or table of figures in it. A titled box with its description, a loading
 * state and the empty state; numbers inside follow the Italian format (chart-format.ts).
 */
export function ChartBox({ title, description, loading, empty, actions, children, ...rest }: ChartBoxProps) {
  const { t } = useTranslation();
  return (
    <Container
      data-testid={rest['data-testid']}
      header={
        <Header variant="h3" description={description} actions={actions}>
          {title}
        </Header>
      }
    >
      {loading ? (
        <Box textAlign="center" padding="l">
          <StatusIndicator type="loading">{t('kpi.chart.loading')}</StatusIndicator>
        </Box>
      ) : empty ? (
        <ChartEmpty />
      ) : (
        children
      )}
    </Container>
  );
}
