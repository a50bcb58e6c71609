import { ELAPSED_MS_PER_SECOND } from '../../../../shared/constants';
import { formatCount, formatNumber } from '../format/format';

/**
 * Chart figures in the Italian format (spec section 1), whatever the language of the interface.
 * Percentages keep at most two decimals: 12.345 → '12,35%'.
 */
export function formatPercent(value: number): string {
  return `${formatNumber(Math.round(value * 100) / 100)}%`;
}

/** Milliseconds as seconds with up to two decimals (spec section 9: elapsed divided by 1000). */
export function millisecondsToSeconds(milliseconds: number): number {
  return Math.round((milliseconds / ELAPSED_MS_PER_SECOND) * 100) / 100;
}

export function formatSeconds(seconds: number): string {
  return formatNumber(seconds);
}

/** Axis ticks: counts whole, other values as numbers (d3 may propose fractional ticks). */
export function formatTick(value: number): string {
  return Number.isInteger(value) ? formatCount(value) : formatNumber(value);
}
