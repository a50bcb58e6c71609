import { describe, expect, it } from 'vitest';
import type { ExportStatus } from '../../../../shared/enums';
import { AUTO_REFRESH_MS, autoRefreshInterval } from './auto-refresh';

const answer = (...statuses: ExportStatus[]) => ({ exports: statuses.map((status) => ({ status })) });

describe('autoRefreshInterval', () => {
  it('polls while any job is queued or being built', () => {
    expect(autoRefreshInterval(answer('READY', 'PENDING'))).toBe(AUTO_REFRESH_MS);
    expect(autoRefreshInterval(answer('ERROR', 'WORKING', 'READY'))).toBe(AUTO_REFRESH_MS);
  });

  it('stops once every job has finished', () => {
    expect(autoRefreshInterval(answer('READY', 'ERROR', 'DISCARDED'))).toBe(0);
  });

  it('does not poll with no jobs or before the first answer', () => {
    expect(autoRefreshInterval(answer())).toBe(0);
    expect(autoRefreshInterval(undefined)).toBe(0);
  });
});
