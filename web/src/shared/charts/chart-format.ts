import { formatCount, formatNumber } from '../../../../shared/format/italian-format';

/** Seconds on the charts, to the millisecond as in the list: 1.234 → '1,234'. */
export function formatSeconds(seconds: number): string {
  return formatNumber(seconds, 3);
}

/** Axis ticks: counts whole, other values as numbers (d3 may propose fractional ticks). */
export function formatTick(value: number): string {
  return Number.isInteger(value) ? formatCount(value) : formatNumber(value);
}
