// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { percentage } from '../../../../shared/percentage';
import type { DashboardFigures, DashboardResponse } from '../../../../shared/schemas/dashboard';
import type { ScreenProps } from '../../shared/components/screen-props';
import { mountKpiModal } from '../../shared/testing/mount-kpi-modal';
import DashboardScreen from './dashboard-screen';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api/api', () => ({ api: { call }, onUnauthorized: vi.fn() }));
vi.mock('react-router-dom', () => ({ useNavigate: () => vi.fn() }));

const figures = (checks: number, red: number): DashboardFigures => ({
  checks,
  decided: checks,
  red,
  redShare: percentage(red, checks),
  errors: 1,
  errorShare: 1,
  meanResponseMs: checks === 0 ? null : 1234,
});
const range = (startDate: string, endDate: string) => ({ startDate, endDate });
const DAYS = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);

const DASHBOARD: DashboardResponse = {
  asOf: '2026-11-30T10:00:00.000Z',
  today: '2026-11-30',
  periods: [
    {
      key: 'today',
      current: { ...figures(1200, 300), ...range('2026-11-30', '2026-11-30') },
      previous: { ...figures(1000, 200), ...range('2026-11-29', '2026-11-29') },
    },
    {
      key: 'week',
      current: { ...figures(7000, 1750), ...range('2026-11-24', '2026-11-30') },
      previous: { ...figures(7000, 1750), ...range('2026-11-17', '2026-11-23') },
    },
    {
      key: 'month',
      current: { ...figures(30_000, 7000), ...range('2026-11-01', '2026-11-30') },
      previous: { ...figures(32_000, 8000), ...range('2026-10-02', '2026-10-31') },
    },
  ],
  days: DAYS.map((day) => ({ day, ...figures(1000, 250) })),
  reasons: [{ code: 'EX302', count: 900, share: 3.75 }],
  reasonTrend: [{ code: 'EX302', data: DAYS.map(() => 30) }],
  redShare: {
    byMarket: [{ key: 'L', decided: 100, red: 25, redShare: 25 }],
    byChannelGroup: [{ key: 'DOOR_TO_DOOR', decided: 100, red: 40, redShare: 40 }],
    bySegment: [{ key: 'PER', decided: 100, red: 20, redShare: 20 }],
  },
  versions: [
    { kind: 'CONFIGURATION', id: 'cfg-4', label: 'cfg-4', since: '2026-11-20T09:00:00.000Z', by: 'chiara.ferri' },
    { kind: 'RADIATI', id: 'r-2', label: 'radiati_novembre', since: '2026-11-10T23:00:00.000Z', by: 'mario.rossi' },
  ],
  marks: [
    {
      kind: 'CONFIGURATION',
      id: 'cfg-4',
      label: 'cfg-4',
      since: '2026-11-20T09:00:00.000Z',
      by: 'chiara.ferri',
      at: '2026-11-20T09:00:00.000Z',
      day: '2026-11-20',
    },
  ],
  pending: [
    {
      kind: 'CEDUTI',
      id: 'c-3',
      label: 'ceduti_dicembre',
      preparedBy: 'mario.rossi',
      preparedAt: '2026-11-29T15:00:00.000Z',
    },
  ],
  customerLoad: {
    file: 'customers/clienti_20261129.zip',
    loadedAt: '2026-11-29T06:00:00.000Z',
    kpiDate: '2026-11-28',
    rows: 2_000_000,
    refused: 12,
  },
  jobs: [
    {
      fileName: 'logRichieste_20261130_0900',
      exportType: 'REQUEST_LOG',
      requestDate: '2026-11-30T08:00:00.000Z',
      recordCount: null,
      userId: 'mario.rossi',
      status: 'WORKING',
      downloadable: false,
      note: null,
      failure: null,
      filters: {},
    },
  ],
};

// Spread: a `role` attribute written in JSX reads to the linter as an ARIA role.
const AS_ADMIN: ScreenProps = { role: 'ADMIN', markets: ['L', 'T', 'D'] };
const AS_RISK_OFFICER: ScreenProps = { role: 'RISK_OFFICER', markets: ['L', 'T', 'D'] };

let screen: ReturnType<typeof mountKpiModal>;
beforeEach(() => {
  call.mockReset();
});
afterEach(() => screen.unmount());

describe('dashboard screen', { timeout: 30_000 }, () => {
  it('shows the periods, the versions, what waits, the feed and the user’s jobs, in English', async () => {
    call.mockResolvedValue(DASHBOARD);
    screen = mountKpiModal({ locale: 'en' });
    await screen.render(<DashboardScreen {...AS_ADMIN} />);
    expect(await screen.until(() => screen.byTestId('dashboard-checks-chart') !== null)).toBe(true);
    expect(call).toHaveBeenCalledWith('dashboard', {});
    const text = screen.text();
    expect(screen.byTestId('dashboard-today-checks')?.textContent).toBe('1.200');
    expect(screen.byTestId('dashboard-today-redShare')?.textContent).toBe('25%');
    for (const expected of [
      'Figures as of 30/11/2026',
      'Last 30 days',
      'against the 30 days before',
      'Mean response time',
      '1,234 s',
      'Versions in force',
      'version cfg-4',
      'published by chiara.ferri',
      'Waiting for a second administrator',
      'ceduti_dicembre',
      'prepared by mario.rossi',
      'Last customer load',
      '2.000.000',
      'My extractions and enrichments',
      'logRichieste_20261130_0900',
      'Red share by channel group',
      'Most frequent result codes',
      // The publication's mark on the series, named with its instant in Italian time.
      'Configuration version cfg-4, in force from 20/11/2026 10:00:00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says there was no check and draws no chart of nothing, in Italian', async () => {
    call.mockResolvedValue({
      ...DASHBOARD,
      days: DAYS.map((day) => ({ day, ...figures(0, 0) })),
      reasons: [],
      reasonTrend: [],
      redShare: { byMarket: [], byChannelGroup: [], bySegment: [] },
      pending: [],
      customerLoad: null,
      jobs: [],
    });
    screen = mountKpiModal();
    await screen.render(<DashboardScreen {...AS_RISK_OFFICER} />);
    expect(await screen.until(() => screen.byTestId('dashboard-empty') !== null)).toBe(true);
    expect(await screen.until(() => screen.allByTestId('chart-empty').length > 0)).toBe(true);
    const text = screen.text();
    for (const expected of [
      'Nessuna verifica negli ultimi 30 giorni.',
      'Nessuna versione in attesa.',
      'Nessun caricamento clienti registrato.',
      'Nessuna elaborazione.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('offers a retry when the dashboard cannot be read', async () => {
    call.mockRejectedValue(new Error('503'));
    screen = mountKpiModal();
    await screen.render(<DashboardScreen {...AS_ADMIN} />);
    expect(await screen.until(() => screen.byTestId('dashboard-error') !== null)).toBe(true);
  });
});
