import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { backtestChangeCells, backtestChangeHeader } from '../../../../shared/backtest/change-columns';
import { PAGE_SIZE } from '../../../../shared/constants';
import { csvLine, UTF8_BOM } from '../../../../shared/csv';
import { formatDateTime } from '../../../../shared/format/italian-format';
import {
  BACKTEST_CHANGE_COLUMNS,
  type BacktestChange,
  type BacktestTarget,
  TransitionKeySchema,
} from '../../../../shared/schemas/backtest';
import { api } from '../../shared/api';
import { checkDetailHref } from '../../shared/components/console-paths';
import type { PagedListDefinition } from '../../shared/list/list-definition';
import { ListScreen } from '../../shared/list/list-screen';
import { TrafficLightStatus } from '../../shared/list/request-log-cells';
import { usePagedListScreen } from '../../shared/list/use-list-screen';

const ChangesFiltersSchema = z.object({ transitions: z.array(TransitionKeySchema).optional() });
type ChangesFilters = z.infer<typeof ChangesFiltersSchema>;

/** Which check, when, whom, and from what to what: they fit the page whole; the rest is in the column settings. */
const DEFAULT_COLUMNS = ['idRequest', 'requestDate', 'taxCode', 'subjectName', 'beforeCode', 'afterLight', 'afterCode'];
const LIGHTS = new Set(['beforeLight', 'afterLight']);
/**
 * The default columns fit a 1440 px screen with 'Confronta' in view: dates and tax codes keep one line,
 * the subject's name wraps, the codes and lights are short.
 */
const COLUMN_WIDTHS: Partial<Record<string, { width: number; wrap?: boolean; minWidth?: number }>> = {
  idRequest: { width: 100 },
  requestDate: { width: 190 },
  // Sixteen capitals whole in their widest letters ('DNTMRT67M11L736E', 'WWWMMM…').
  taxCode: { width: 200 },
  subjectName: { width: 220, wrap: true, minWidth: 100 },
  beforeCode: { width: 110 },
  afterLight: { width: 110 },
  afterCode: { width: 110 },
};

function ChangeCell({ change, column }: { change: BacktestChange; column: (typeof BACKTEST_CHANGE_COLUMNS)[number] }) {
  const { t } = useTranslation();
  const value = change[column];
  if (value === null || value === undefined || value === '') return <>—</>;
  if (LIGHTS.has(column)) return <TrafficLightStatus light={String(value)} />;
  if (column === 'requestDate') return <>{formatDateTime(String(value))}</>;
  if (column === 'kind') return <>{t(`backtestChanges.kinds.${change.kind}`)}</>;
  return <>{String(value)}</>;
}

/**
 * The checks a back-test moved, on the list kit (brief section 6): narrowed by transition, paged by
 * cursor, exported whole through the export rail (type BACKTEST); a row opens the check with the
 * draft's outcome beside the one in force.
 */
export function BacktestChangesList({
  target,
  runId,
  transitions,
}: {
  target: BacktestTarget;
  runId: string;
  transitions: readonly string[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const definition = useMemo<PagedListDefinition<ChangesFilters, BacktestChange>>(
    () => ({
      id: 'backtestChanges',
      texts: 'backtestChanges',
      filterTexts: 'backtestChanges',
      schema: ChangesFiltersSchema,
      quickFields: [{ key: 'transitions', kind: 'multi', options: transitions }],
      defaults: () => ({}),
      columns: BACKTEST_CHANGE_COLUMNS.map((id) => ({
        id,
        cell: (change: BacktestChange) => <ChangeCell change={change} column={id} />,
        ...(COLUMN_WIDTHS[id] ?? { width: 150 }),
        numeric: id === 'idRequest',
      })),
      columnLabel: (id, translate) => translate(`backtestChanges.columns.${id}` as 'backtestChanges.columns.idRequest'),
      defaultColumns: DEFAULT_COLUMNS,
      rowKey: (change) => `${change.transition}|${change.idRequest}`,
      selection: 'multi',
      exports: {
        filePrefix: 'Export_Simulazione',
        // The selected rows written here, with the columns and titles of the queued export's file.
        csvOf: async (rows) =>
          UTF8_BOM +
          csvLine(backtestChangeHeader(), ';') +
          rows.map((row) => csvLine(backtestChangeCells(row), ';')).join(''),
        extractionType: 'BACKTEST',
        // The export rail takes the version and its run beside the list's own filters.
        filters: (applied) => ({ ...applied, ...target, runId }),
      },
      async fetchPage(filters, { pageNumber, cursor }) {
        const answer = await api.call('backtestChanges', {
          body: { filters: { ...target, ...filters }, pageNumber, pageSize: PAGE_SIZE, cursor },
        });
        return { rows: answer.changes.map((item) => item.jsonValue), total: answer.total, cursor: answer.cursor };
      },
    }),
    [target, runId, transitions],
  );
  const screen = usePagedListScreen(definition);
  return (
    <ListScreen
      screen={screen}
      rows={screen.list.tableRows}
      openRow={{
        label: t('backtestChanges.open'),
        onOpen: (change) => navigate(checkDetailHref(change.idRequest, target)),
      }}
    />
  );
}
