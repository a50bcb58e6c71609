import { describe, expect, it } from 'vitest';
import type { DashboardResponse } from '../../../../shared/schemas/dashboard';
import { dayLabel, hasChecks, trendOf, versionMarks } from './dashboard-series';

type Mark = DashboardResponse['marks'][number];
const mark = (kind: Mark['kind'], day: string, label: string, time = '08:00'): Mark => ({
  kind,
  id: `${kind}-${label}`,
  label,
  since: `${day}T${time}:00.000Z`,
  by: 'chiara.ferri',
  at: `${day}T${time}:00.000Z`,
  day,
});

describe('dashboard series', () => {
  it('labels a day as the axis shows it', () => {
    expect(dayLabel('2026-11-03')).toBe('03/11');
  });

  it.each([
    [10, 5, 'up'],
    [5, 10, 'down'],
    [5, 5, 'same'],
    [null, 5, 'same'],
    [5, null, 'same'],
  ] as const)('%s against %s is %s', (current, previous, trend) => {
    expect(trendOf(current, previous)).toBe(trend);
  });

  it('marks each day a version took effect, one line naming all of that day’s in order, none outside the days', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
    const marks = [
      mark('CONFIGURATION', '2026-11-02', '4', '14:30'),
      mark('RADIATI', '2026-11-02', 'radiati_nov', '07:00'),
      mark('CEDUTI', '2026-10-15', 'ceduti_ott'),
    ];
    expect(versionMarks(marks, days, (entry) => `${entry.kind} ${entry.label} ${entry.at.slice(11, 16)}`)).toEqual([
      { type: 'threshold', title: 'RADIATI radiati_nov 07:00; CONFIGURATION 4 14:30', x: '02/11' },
    ]);
  });

  it('knows a month without checks', () => {
    expect(hasChecks([])).toBe(false);
    expect(hasChecks([{ day: '2026-11-01', checks: 0 } as DashboardResponse['days'][number]])).toBe(false);
  });
});
