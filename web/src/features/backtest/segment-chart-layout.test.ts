import { describe, expect, it } from 'vitest';
import { segmentChartHeight } from './segment-chart-layout';

/** Cloudscape's axis labels are 16 px high and need 4 px between them (cartesian-chart/label-utils). */
const LABEL_PX = 16 + 4;

describe('the height of a segment chart', () => {
  it.each([
    [1, 3, 96],
    [3, 3, 156],
    [5, 2, 200],
    [12, 3, 624],
    [26, 2, 1040],
  ])('%d groups of %d bars: %d px', (groups, bars, height) => expect(segmentChartHeight(groups, bars)).toBe(height));

  it.each([1, 2, 3, 5, 12, 40])('leaves each of %d groups room for its axis label', (groups) => {
    for (const bars of [1, 2, 3]) expect(segmentChartHeight(groups, bars) / groups).toBeGreaterThan(LABEL_PX);
  });
});
