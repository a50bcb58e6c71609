import { describe, expect, it } from 'vitest';
import { seriesValues, ZERO_AXIS_TOPS, zeroValueDomain } from './zero-domain';

describe('an axis for a chart of zeros', () => {
  it.each([
    { case: 'all zeros: a real axis from 0', values: [0, 0, 0], top: ZERO_AXIS_TOPS.count, domain: [0, 10] },
    { case: 'zero percentages', values: [0], top: ZERO_AXIS_TOPS.percent, domain: [0, 100] },
    { case: 'zero seconds', values: [0, 0], top: ZERO_AXIS_TOPS.seconds, domain: [0, 1] },
    { case: 'one value above 0: the chart keeps its own axis', values: [0, 3, 0], top: 10, domain: undefined },
    { case: 'a fraction above 0 counts too', values: [0.01], top: 100, domain: undefined },
  ])('$case', ({ values, top, domain }) => {
    expect(zeroValueDomain(values, top)).toEqual(domain);
  });

  it('reads the values of every series', () => {
    const series = [{ data: [{ y: 0 }, { y: 2 }] }, { data: [{ y: 5 }] }];
    expect(seriesValues(series)).toEqual([0, 2, 5]);
    expect(seriesValues([])).toEqual([]);
  });
});
