// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportStatus } from '../../../../shared/enums';
import { mountKpiModal } from '../../shared/testing/mount-kpi-modal';
import { AUTO_REFRESH_MS } from './auto-refresh';
import { useExportJobs } from './use-export-jobs';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api/api', () => ({ api: { call }, onUnauthorized: vi.fn() }));

const answer = (...statuses: ExportStatus[]) => ({
  total: statuses.length,
  exports: statuses.map((status, index) => ({
    fileName: `file_${index}`,
    exportType: 'REQUEST_LOG',
    requestDate: '2026-11-22T10:00:00.000Z',
    recordCount: null,
    userId: 'mario.rossi',
    status,
    downloadable: status === 'READY',
    note: null,
    failure: null,
  })),
});

function Probe() {
  const jobs = useExportJobs({ executionStatus: ['PENDING', 'READY'] }, '0');
  return (
    <div>
      <span data-testid="polling">{String(jobs.polling)}</span>
      <button type="button" onClick={() => void jobs.mutate()}>
        refresh
      </button>
    </div>
  );
}

let screen: ReturnType<typeof mountKpiModal>;
beforeEach(() => {
  call.mockReset();
  screen = mountKpiModal();
});
afterEach(() => screen.unmount());

describe('useExportJobs', { timeout: 20_000 }, () => {
  it('sends the filters as one JSON query parameter', async () => {
    call.mockResolvedValue(answer());
    await screen.render(<Probe />);
    await screen.until(() => call.mock.calls.length > 0);
    expect(call).toHaveBeenCalledWith('exportFilesList', {
      query: { filters: JSON.stringify({ executionStatus: ['PENDING', 'READY'] }) },
    });
  });

  it('starts polling when a refresh brings a job on its way, and stops once it is done', async () => {
    call.mockResolvedValueOnce(answer('READY'));
    await screen.render(<Probe />);
    await screen.until(() => call.mock.calls.length === 1);
    expect(screen.byTestId('polling')?.textContent).toBe('false');

    // A job queued elsewhere: the refresh button's answer has it PENDING, so polling must start.
    call.mockResolvedValueOnce(answer('PENDING', 'READY')).mockResolvedValue(answer('READY', 'READY'));
    await screen.click(screen.button('refresh'));
    expect(await screen.until(() => screen.byTestId('polling')?.textContent === 'true')).toBe(true);
    // The next poll comes by itself and finds the job done.
    expect(await screen.until(() => call.mock.calls.length === 3)).toBe(true);
    expect(await screen.until(() => screen.byTestId('polling')?.textContent === 'false')).toBe(true);

    // Then nothing more is asked.
    await new Promise((resolve) => setTimeout(resolve, AUTO_REFRESH_MS + 500));
    expect(call).toHaveBeenCalledTimes(3);
  });
});
