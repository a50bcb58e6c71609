import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKFLOWS, type Workflow } from '../../../../shared/enums';
import {
  formatCount,
  formatDateTime,
  formatElapsedSeconds,
  formatYearMonth,
} from '../../../../shared/format/italian-format';
import { workflowColour, workflowFamily } from '../charts/chart-colours';

/**
 * The workflow's name with the colour of its family, as in the KPI charts (spec: FULLCHECK blue,
 * EVOPRECHECK brown, PRECHECK green, BUSINESSDECISION red; `_NOSIC` a lighter shade). The name carries
 * the meaning; the dot only ties the row to the charts.
 */
export function WorkflowLabel({ workflow }: { workflow: string }) {
  const known = (WORKFLOWS as readonly string[]).includes(workflow) ? (workflow as Workflow) : undefined;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }} data-family={known && workflowFamily(known)}>
      {known && (
        <span
          aria-hidden="true"
          style={{ width: 10, height: 10, borderRadius: '50%', flex: 'none', backgroundColor: workflowColour(known) }}
        />
      )}
      {workflow}
    </span>
  );
}

/** The traffic light in words and colour, never colour alone: R 'Rosso', V 'Verde'. */
export function TrafficLightStatus({ light }: { light: string }) {
  const { t } = useTranslation();
  if (light !== 'R' && light !== 'V') return <>{light}</>;
  return (
    <StatusIndicator type={light === 'R' ? 'error' : 'success'}>
      {t(`list.options.trafficLight.${light}`)}
    </StatusIndicator>
  );
}

/** Columns shown right-aligned in both dossier lists. */
export const NUMERIC_REQUEST_LOG_COLUMNS: ReadonlySet<string> = new Set(['idRequest', 'elapsed', 'requestCount']);

const EMPTY_CELL = '-';

/** A cell of the dossier lists: dates in Italian time, elapsed in seconds, lights and workflows with colour. */
export function requestLogCell(row: Readonly<Record<string, unknown>>, column: string): ReactNode {
  const value = row[column];
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  switch (column) {
    case 'requestDate':
      return formatDateTime(String(value)) || EMPTY_CELL;
    case 'elapsed':
      return formatElapsedSeconds(Number(value)) || EMPTY_CELL;
    case 'annoMeseRichiesta':
      return formatYearMonth(String(value));
    case 'requestCount':
      return formatCount(Number(value));
    case 'workflow':
      return <WorkflowLabel workflow={String(value)} />;
    case 'trafficLight':
      return <TrafficLightStatus light={String(value)} />;
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
