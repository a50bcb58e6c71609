import { describe, expect, it } from 'vitest';
import type { WhoRepeatsRow } from '../../../../shared/schemas/monitoring';
import { createI18n } from '../../shared/i18n/create-i18n';
import { CHARTED_ROWS, chartedRows } from './who-repeats-charts';
import { markedText, shareText } from './who-repeats-list';

const limits = (rate: number, upper: number, checks: number) => ({
  rate,
  lower: 0,
  upper,
  excess: rate - upper,
  marked: checks >= 30 && rate > upper,
});

function row(key: string, checks: number, rate: number, upper: number): WhoRepeatsRow {
  const redThenGreenRate = limits(rate, upper, checks);
  return {
    key,
    name: null,
    checks,
    joined: 0,
    redThenGreen: Math.round(rate * checks),
    joinedRate: limits(0, upper, checks),
    redThenGreenRate,
    marked: redThenGreenRate.marked,
  };
}

describe('who repeats, as the console reads it', () => {
  it('writes shares as percentages in the Italian format', () => {
    expect(shareText(0.053)).toBe('5,3%');
    expect(shareText(0.12345)).toBe('12,35%');
    expect(shareText(0)).toBe('0%');
  });

  it.each([
    [row('AG1', 100, 0.1, 0.02), 'Sopra il limite', 'Above the limit'],
    [row('AG2', 100, 0.01, 0.02), 'Nel limite', 'Within the limit'],
    [row('AG3', 12, 0.5, 0.2), 'Meno di 30 verifiche', 'Fewer than 30 checks'],
  ])('says whether %o is above its limit', (entry, italian, english) => {
    expect(markedText(entry, createI18n({ lng: 'it' }).t)).toBe(italian);
    expect(markedText(entry, createI18n({ lng: 'en' }).t)).toBe(english);
  });

  it('charts those that can be marked first, then by how far above their limit, at most a dozen', () => {
    const rows = [
      row('FEW', 5, 0.6, 0.3),
      row('UNDER', 200, 0.01, 0.02),
      row('ABOVE', 200, 0.08, 0.02),
      row('NONE', 0, 0, 0),
      ...Array.from({ length: 20 }, (_, index) => row(`AG${index}`, 50, 0.01, 0.03)),
    ];
    const charted = chartedRows(rows, 'redThenGreenRate').map((entry) => entry.key);
    expect(charted[0]).toBe('ABOVE');
    expect(charted[1]).toBe('UNDER');
    expect(charted).toHaveLength(CHARTED_ROWS);
    expect(charted).not.toContain('NONE');
    expect(charted).not.toContain('FEW');
  });
});
