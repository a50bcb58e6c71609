// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountKpiModal } from '../../shared/testing/mount-kpi-modal';
import { BusinessKpiModal, type BusinessKpiRequest } from './business-kpi-modal';
import type { BusinessKpi } from './business-kpi-series';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api/api', () => ({ api: { call }, onUnauthorized: vi.fn() }));

const REQUEST: BusinessKpiRequest = {
  dateRange: { startDate: '2025-06-01', endDate: '2026-05-31' },
  acquisitionChannel: ['WEB'],
  subjectType: ['PF'],
};

const KPI: BusinessKpi = {
  clients: { success: 1234, rejected: 266, percentage: { total: 17.73, roma: 20.5, csi: 15, nord: 12.25, nd: 0 } },
  catalog: ['2026-04', '2026-05'],
  resultCodeRejected: [
    { name: 'EX303', data: [100, 66], yearlyPercentage: 62.41, percentage: [60, 66] },
    { name: 'EX409', data: [66, 34], yearlyPercentage: 37.59, percentage: [40, 34] },
  ],
  paymentMode: [
    { name: 'RID', data: [10, 12] },
    { name: 'BON', data: [20, 22] },
  ],
  personType: [{ name: 'PF', data: [15, 16] }],
  commodity: [{ name: 'ELE', data: [18, 17] }],
  rejectedTable: [
    { name: 'EX409', total: 100, rome: 40, nord: 20, csi: 30, nd: 10 },
    { name: 'EX303', total: 1166, rome: 500, nord: 300, csi: 266, nd: 100 },
  ],
};
const EMPTY: BusinessKpi = {
  clients: { success: 0, rejected: 0, percentage: { total: 0, roma: 0, csi: 0, nord: 0, nd: 0 } },
  catalog: [],
  resultCodeRejected: [],
  paymentMode: [],
  personType: [],
  commodity: [],
  rejectedTable: [],
};

// Client-months in the period, none rejected: every figure is a zero, and zeros are data.
const NONE_REJECTED: BusinessKpi = {
  ...EMPTY,
  clients: { success: 120, rejected: 0, percentage: { total: 0, roma: 0, csi: 0, nord: 0, nd: 0 } },
  catalog: ['2026-04', '2026-05'],
  paymentMode: [{ name: 'RID', data: [0, 0] }],
  personType: [{ name: 'PF', data: [0, 0] }],
  commodity: [{ name: 'GAS', data: [0, 0] }],
};

let screen: ReturnType<typeof mountKpiModal>;
const chartsShown = () => screen.byTestId('kpi-rejected-table') !== null;

afterEach(() => screen.unmount());

// The first test pays for the lazy chart import in jsdom: a few seconds on a slow machine.
describe('business KPI modal', { timeout: 30_000 }, () => {
  beforeEach(() => {
    call.mockReset();
    screen = mountKpiModal();
  });

  it('calls nothing while closed', async () => {
    await screen.render(<BusinessKpiModal visible={false} onDismiss={() => {}} request={REQUEST} />);
    expect(call).not.toHaveBeenCalled();
  });

  it('loads when opened with the green-chip request and shows every block', async () => {
    call.mockResolvedValue(KPI);
    await screen.render(<BusinessKpiModal visible onDismiss={() => {}} request={REQUEST} />);
    expect(call).toHaveBeenCalledWith('groupedRequestLogsBusinessKpi', { body: REQUEST });
    expect(await screen.until(chartsShown)).toBe(true);
    const headline = screen.byTestId('kpi-headline')?.textContent ?? '';
    for (const figure of ['1.234', '266', '17,73%', '20,5%', '15%', '12,25%', '0%']) expect(headline).toContain(figure);
    expect(headline).toContain('% respinti Centro-Sud-Isole');
    for (const chart of [
      'kpi-result-codes-chart',
      'kpi-yearly-share-chart',
      'kpi-paymentMode-chart',
      'kpi-personType-chart',
      'kpi-commodity-chart',
    ]) {
      expect(screen.byTestId(chart), chart).not.toBeNull();
    }
    const rows = [...(screen.byTestId('kpi-rejected-table')?.querySelectorAll('tbody tr') ?? [])].map(
      (row) => row.textContent,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('EX303');
    expect(rows[0]).toContain('Cliente esistente con morosità in corso');
    expect(rows[0]).toContain('1.166');
    expect(screen.allByTestId('chart-empty')).toHaveLength(0);
  });

  it("shows 'Nessun dato disponibile' in every chart when there is no dossier", async () => {
    call.mockResolvedValue(EMPTY);
    await screen.render(<BusinessKpiModal visible onDismiss={() => {}} request={REQUEST} />);
    expect(await screen.until(chartsShown)).toBe(true);
    // Five charts and the table.
    expect(screen.allByTestId('chart-empty')).toHaveLength(6);
  });

  it('draws the zeros of a period where nobody was rejected, and says the donut has nothing to share', async () => {
    call.mockResolvedValue(NONE_REJECTED);
    await screen.render(<BusinessKpiModal visible onDismiss={() => {}} request={REQUEST} />);
    expect(await screen.until(chartsShown)).toBe(true);
    for (const chart of [
      'kpi-result-codes-chart',
      'kpi-paymentMode-chart',
      'kpi-personType-chart',
      'kpi-commodity-chart',
    ]) {
      expect(screen.byTestId(chart)?.querySelector('[data-testid="chart-empty"]'), chart).toBeNull();
    }
    // The one zero series is named in the legend.
    expect(screen.byTestId('kpi-result-codes-chart')?.textContent).toContain('Esiti rossi');
    expect(screen.byTestId('kpi-yearly-share-chart')?.textContent).toContain(
      'Nessun esito rosso nel periodo: 0 respinti.',
    );
    // Only the table of rejections per code has no row to show.
    expect(screen.allByTestId('chart-empty')).toHaveLength(1);
  });

  it('shows an error with a retry that loads again', async () => {
    call.mockRejectedValueOnce(new Error('500')).mockResolvedValue(KPI);
    await screen.render(<BusinessKpiModal visible onDismiss={() => {}} request={REQUEST} />);
    expect(await screen.until(() => screen.byTestId('kpi-retry') !== null)).toBe(true);
    await screen.click(screen.byTestId('kpi-retry'));
    expect(await screen.until(chartsShown)).toBe(true);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('speaks English when the console does', async () => {
    await screen.unmount();
    screen = mountKpiModal({ locale: 'en' });
    call.mockResolvedValue(KPI);
    await screen.render(<BusinessKpiModal visible onDismiss={() => {}} request={REQUEST} />);
    expect(await screen.until(chartsShown)).toBe(true);
    expect(screen.text()).toContain('Business KPIs');
    // Figures stay Italian whatever the language (spec section 1); the words are English.
    expect(screen.byTestId('kpi-headline')?.textContent).toContain('1.234');
    expect(screen.byTestId('kpi-rejected-table')?.textContent).toContain('Existing customer with current arrears');
    expect(screen.text()).not.toContain('Cliente esistente');
  });
});
