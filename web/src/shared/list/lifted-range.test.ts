import { describe, expect, it } from 'vitest';
import type { FilterChip } from './chips';
import { isRangeLifted, withLiftedRangeChip, withoutLiftedRange } from './lifted-range';

/** The white list's 'Solo attivi' over its default 'Data inserimento': every active entry, whatever its insertion date. */
const LAST_MONTH = { startDate: '2026-10-24', endDate: '2026-11-24' };
const CHOSEN = { startDate: '2026-01-01', endDate: '2026-03-31' };
const DEFAULTS = { dateRange: LAST_MONTH };
const FLAG = 'onlyActiveSubjects';

describe('a flag lifting the default range', () => {
  it.each<[string, string | undefined, Record<string, unknown>, boolean, Record<string, unknown>]>([
    [
      'flag on, range untouched: lifted, no range travels',
      FLAG,
      { onlyActiveSubjects: true, dateRange: LAST_MONTH },
      true,
      { onlyActiveSubjects: true },
    ],
    [
      'flag on, range chosen: the range travels',
      FLAG,
      { onlyActiveSubjects: true, dateRange: CHOSEN },
      false,
      { onlyActiveSubjects: true, dateRange: CHOSEN },
    ],
    ['flag off: the default range travels', FLAG, { dateRange: LAST_MONTH }, false, { dateRange: LAST_MONTH }],
    [
      'no flag declared: nothing lifted',
      undefined,
      { onlyActiveSubjects: true, dateRange: LAST_MONTH },
      false,
      { onlyActiveSubjects: true, dateRange: LAST_MONTH },
    ],
  ])('%s', (_case, flag, filters, lifted, travelling) => {
    expect(isRangeLifted(flag, filters, DEFAULTS)).toBe(lifted);
    expect(withoutLiftedRange(flag, filters, DEFAULTS)).toEqual(travelling);
  });

  it("says so on the flag's chip, and only while the range is lifted", () => {
    const chips: FilterChip[] = [
      { key: 'companyName', label: 'Ragione sociale', value: 'Farmacia', highlighted: false },
      { key: FLAG, label: 'Soggetti', value: 'Solo attivi', highlighted: false },
    ];
    const lifted = withLiftedRangeChip(chips, FLAG, true, () => 'Solo attivi, qualsiasi data di inserimento');
    expect(lifted.map((chip) => `${chip.label}: ${chip.value}`)).toEqual([
      'Ragione sociale: Farmacia',
      'Soggetti: Solo attivi, qualsiasi data di inserimento',
    ]);
    expect(withLiftedRangeChip(chips, FLAG, false, () => 'x')).toEqual(chips);
  });
});
