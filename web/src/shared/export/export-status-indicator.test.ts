import { describe, expect, it } from 'vitest';
import { EXPORT_STATUSES } from '../../../../shared/enums';
import { EXPORT_STATUS_INDICATOR } from './export-status-indicator';

describe('export status indicator', () => {
  it.each([
    ['READY', 'success'],
    ['WORKING', 'in-progress'],
    ['PENDING', 'pending'],
    ['ERROR', 'error'],
    ['DISCARDED', 'stopped'],
  ] as const)('%s shows as %s', (status, indicator) => {
    expect(EXPORT_STATUS_INDICATOR[status]).toBe(indicator);
  });

  it('has an indicator for every status', () => {
    expect(Object.keys(EXPORT_STATUS_INDICATOR).sort()).toEqual([...EXPORT_STATUSES].sort());
  });
});
