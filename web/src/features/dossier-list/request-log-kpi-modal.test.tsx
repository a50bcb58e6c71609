// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountKpiModal } from '../../shared/testing/mount-kpi-modal';
import { RequestLogKpiModal } from './request-log-kpi-modal';
import type { RequestLogKpi } from './request-log-kpi-series';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api/api', () => ({ api: { call }, onUnauthorized: vi.fn() }));

const KPI: RequestLogKpi = {
  catalog: ['2026-01', '2026-02'],
  seriesSuccess: [120, 98],
  seriesFailure: [3, 7],
  aggregatedData: [
    { workflow: 'FULLCHECK', errorPercentage: 4.5, errorsCount: 6, successCount: 128, successAvgResponseTime: 1250 },
    { workflow: 'EVOPRECHECK', errorPercentage: 4, errorsCount: 4, successCount: 90, successAvgResponseTime: 2500 },
  ],
};
const EMPTY: RequestLogKpi = { catalog: ['2026-01'], seriesSuccess: [0], seriesFailure: [0], aggregatedData: [] };
// 'Semaforo: Rosso': the same months, every check completed with a red light, none a technical error.
const RED_ONLY: RequestLogKpi = {
  ...KPI,
  seriesFailure: [0, 0],
  aggregatedData: KPI.aggregatedData.map((entry) => ({ ...entry, errorPercentage: 0, errorsCount: 0 })),
};

let screen: ReturnType<typeof mountKpiModal>;
const chartsShown = () => screen.byTestId('kpi-workflow-table') !== null;

beforeEach(() => {
  call.mockReset();
  screen = mountKpiModal();
});
afterEach(() => screen.unmount());

// The first test pays for the lazy chart import in jsdom: a few seconds on a slow machine.
describe('request-log KPI modal', { timeout: 30_000 }, () => {
  it('calls nothing while closed', async () => {
    await screen.render(<RequestLogKpiModal visible={false} onDismiss={() => {}} filters={{}} />);
    expect(call).not.toHaveBeenCalled();
  });

  it('loads when opened, with the list filters as JSON, and shows the charts and the seconds', async () => {
    call.mockResolvedValue(KPI);
    const filters = { workflow: ['FULLCHECK' as const], dateRange: { startDate: '2026-01-01', endDate: '2026-02-28' } };
    await screen.render(<RequestLogKpiModal visible onDismiss={() => {}} filters={filters} />);
    expect(call).toHaveBeenCalledWith('requestLogKpi', { query: { filters: JSON.stringify(filters) } });
    expect(await screen.until(chartsShown)).toBe(true);
    expect(screen.byTestId('kpi-outcomes-chart')).not.toBeNull();
    expect(screen.byTestId('kpi-error-rate-chart')).not.toBeNull();
    expect(screen.byTestId('kpi-response-time-chart')).not.toBeNull();
    const table = screen.byTestId('kpi-workflow-table')?.textContent ?? '';
    expect(table).toContain('Fullcheck');
    expect(table).not.toContain('FULLCHECK');
    expect(table).toContain('1,25');
    expect(table).toContain('2,5');
    expect(table).toContain('4,5%');
    expect(screen.text()).toContain('KPI Log Richieste');
  });

  it('loads again when reopened with other filters', async () => {
    call.mockResolvedValue(KPI);
    await screen.render(<RequestLogKpiModal visible onDismiss={() => {}} filters={{ workflow: ['PRECHECK'] }} />);
    expect(await screen.until(chartsShown)).toBe(true);
    await screen.render(
      <RequestLogKpiModal visible={false} onDismiss={() => {}} filters={{ workflow: ['PRECHECK'] }} />,
    );
    await screen.render(<RequestLogKpiModal visible onDismiss={() => {}} filters={{ workflow: ['FULLCHECK'] }} />);
    expect(await screen.until(() => call.mock.calls.length === 2)).toBe(true);
    expect(call).toHaveBeenLastCalledWith('requestLogKpi', {
      query: { filters: JSON.stringify({ workflow: ['FULLCHECK'] }) },
    });
  });

  it('shows an error with a retry that loads again', async () => {
    call.mockRejectedValueOnce(new Error('500')).mockResolvedValue(KPI);
    await screen.render(<RequestLogKpiModal visible onDismiss={() => {}} filters={{}} />);
    expect(await screen.until(() => screen.byTestId('kpi-error') !== null)).toBe(true);
    expect(screen.text()).toContain('Impossibile caricare i KPI.');
    await screen.click(screen.byTestId('kpi-retry')?.querySelector('button') ?? screen.byTestId('kpi-retry'));
    expect(await screen.until(chartsShown)).toBe(true);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('draws zero bars for months with no check; only charts with nothing to draw say there is no data', async () => {
    call.mockResolvedValue(EMPTY);
    await screen.render(<RequestLogKpiModal visible onDismiss={() => {}} filters={{}} />);
    expect(await screen.until(chartsShown)).toBe(true);
    const outcomes = screen.byTestId('kpi-outcomes-chart');
    expect(outcomes?.querySelector('[data-testid="chart-empty"]')).toBeNull();
    expect(outcomes?.textContent).toContain('Verifiche completate');
    expect(outcomes?.textContent).toContain('Errore tecnico');
    // No workflow had a check: the per-workflow charts have no category to draw.
    for (const chart of ['kpi-error-rate-chart', 'kpi-response-time-chart'])
      expect(screen.byTestId(chart)?.textContent, chart).toContain('Nessun dato disponibile');
  });

  it('names the month bars for what they count: completed checks, whatever the light, and technical errors', async () => {
    call.mockResolvedValue(RED_ONLY);
    await screen.render(<RequestLogKpiModal visible onDismiss={() => {}} filters={{ trafficLight: ['R'] }} />);
    expect(await screen.until(chartsShown)).toBe(true);
    expect(screen.text()).not.toContain('Successo');
    expect(screen.byTestId('kpi-outcomes-chart')?.textContent).toContain('Verifiche completate');
    expect(screen.text()).toContain('qualunque sia il loro semaforo');
    // 0 % errors everywhere is a figure: the chart draws it.
    expect(screen.byTestId('kpi-error-rate-chart')?.querySelector('[data-testid="chart-empty"]')).toBeNull();
    expect(screen.byTestId('kpi-workflow-table')?.textContent).toContain('Completate');
  });

  it("shows 'Nessun dato disponibile' in every chart when there is no month at all", async () => {
    call.mockResolvedValue({ ...EMPTY, catalog: [], seriesSuccess: [], seriesFailure: [] });
    await screen.render(<RequestLogKpiModal visible onDismiss={() => {}} filters={{}} />);
    expect(await screen.until(chartsShown)).toBe(true);
    expect(screen.allByTestId('chart-empty').length).toBeGreaterThanOrEqual(3);
  });

  it('closes from its button', async () => {
    call.mockResolvedValue(KPI);
    const onDismiss = vi.fn();
    await screen.render(<RequestLogKpiModal visible onDismiss={onDismiss} filters={{}} />);
    await screen.click(screen.button('Chiudi'));
    expect(onDismiss).toHaveBeenCalled();
  });
});
