import Button from '@cloudscape-design/components/button';
import Popover from '@cloudscape-design/components/popover';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { PRECHECK_RESULT_CODES, RESULT_CODES, WORKFLOWS, type Workflow } from '../../../../shared/enums';
import {
  formatCount,
  formatDateTime,
  formatElapsedSeconds,
  formatYearMonth,
} from '../../../../shared/format/italian-format';
import { workflowColour, workflowFamily } from '../charts/chart-colours';

/**
 * Cells of the request-log lists (dossiers and aggregated dossiers). Codes are shown as the names the
 * catalogue gives them ('Completata', 'Call center outbound', 'Bollettino postale'), in the console's
 * language; the CSV keeps the codes (docs/architecture.md 'What the CSV carries').
 */

/** The catalogue options (`list.options.<key>`) that name a column's codes. */
const OPTIONS_OF_COLUMN: Readonly<Record<string, string>> = {
  requestStatus: 'requestStatus',
  acquisitionChannel: 'acquisitionChannel',
  subjectTypeC: 'subjectType',
  geoArea: 'geoArea',
  paymentModeRid: 'paymentMode',
  commodity: 'commodity',
  microSegmentDesc: 'microSegment',
  scope: 'market',
};

const RESULT_CODE_OPTIONS: Readonly<Record<string, string>> = Object.fromEntries([
  ...RESULT_CODES.map((code) => [code, 'resultCode']),
  ...PRECHECK_RESULT_CODES.map((code) => [code, 'resultCodeOnlyPrecheck']),
]);

const EMPTY_CELL = '-';

/**
 * The workflow's name with the colour of its family, as in the KPI charts (spec: FULLCHECK blue,
 * EVOPRECHECK brown, PRECHECK green, BUSINESSDECISION red; `_NOSIC` a lighter shade). The name carries
 * the meaning; the dot only ties the row to the charts.
 */
export function WorkflowLabel({ workflow }: { workflow: string }) {
  const { t, i18n } = useTranslation();
  const path = `list.options.workflow.${workflow}`;
  const name = i18n.exists(path) ? t(path as 'list.options.workflow.FULLCHECK') : workflow;
  const known = (WORKFLOWS as readonly string[]).includes(workflow) ? (workflow as Workflow) : undefined;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }} data-family={known && workflowFamily(known)}>
      {known && (
        <span
          aria-hidden="true"
          style={{ width: 10, height: 10, borderRadius: '50%', flex: 'none', backgroundColor: workflowColour(known) }}
        />
      )}
      {name}
    </span>
  );
}

/**
 * A result's reason as its code is named, verbatim, and where the name leaves something unsaid (what
 * the R of 'morosità pregressa R' is), an info button beside it that says it.
 */
export function ResultReason({ code, text }: { code: string; text: string }) {
  const { t, i18n } = useTranslation();
  const path = `list.optionDescriptions.resultCode.${code}`;
  if (!i18n.exists(path)) return <>{text}</>;
  return (
    <span>
      {text}{' '}
      <Popover
        triggerType="custom"
        size="medium"
        position="top"
        renderWithPortal
        dismissAriaLabel={t('list.close')}
        content={t(path as 'list.optionDescriptions.resultCode.EX305')}
      >
        <Button variant="inline-icon" iconName="status-info" ariaLabel={t('list.explain', { text })} />
      </Popover>
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

/** One cell of a request-log row: dates in Italian time, elapsed in seconds, codes by their names. */
export function RequestLogCell({ row, column }: { row: object; column: string }) {
  const { t, i18n } = useTranslation();
  const value = (row as Readonly<Record<string, unknown>>)[column];
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  const named = (options: string, code: string) => {
    const path = `list.options.${options}.${code}`;
    return i18n.exists(path) ? t(path as 'list.options.trafficLight.R') : code;
  };
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
    case 'trafficReasonDesc': {
      // The reason of a known result code in the console's language; any other text as stored.
      const code = String((row as Readonly<Record<string, unknown>>).outputCode ?? '');
      const options = RESULT_CODE_OPTIONS[code];
      return <ResultReason code={code} text={options ? named(options, code) : String(value)} />;
    }
    default: {
      const options = OPTIONS_OF_COLUMN[column];
      if (options) return named(options, String(value));
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  }
}
