import type { Locale } from '../../../../shared/constants';
import { formatCount, formatNumber, formatPercent } from '../../../../shared/format/italian-format';

/**
 * Counts and shares written in the console's language, where a figure sits inside a sentence of that
 * language ('25 outcomes changed of 1,748 checks'): an English sentence with the Italian thousands dot
 * reads as a decimal. Italian stays exactly the product's Italian format (shared/format/italian-format.ts).
 */
export interface LanguageNumbers {
  /** A whole count: it '1.748', en '1,748'. */
  count: (value: number) => string;
  /** A share of 100 with at most two decimals: it '99,5%', en '99.5%'. */
  percent: (value: number) => string;
  /** An axis tick: whole as a count, else with at most two decimals (d3 may propose 0.5). */
  tick: (value: number) => string;
}

// Grouped always, four digits included, as the Italian format does.
const englishCount = new Intl.NumberFormat('en-GB', { useGrouping: 'always', maximumFractionDigits: 0 });
const englishShare = new Intl.NumberFormat('en-GB', { useGrouping: 'always', maximumFractionDigits: 2 });

const ITALIAN: LanguageNumbers = {
  count: formatCount,
  percent: formatPercent,
  tick: (value) => (Number.isInteger(value) ? formatCount(value) : formatNumber(value)),
};
const ENGLISH: LanguageNumbers = {
  count: (value) => englishCount.format(value),
  percent: (value) => `${englishShare.format(Math.round(value * 100) / 100)}%`,
  tick: (value) => englishShare.format(value),
};

export function numbersIn(locale: Locale | string): LanguageNumbers {
  return locale === 'en' ? ENGLISH : ITALIAN;
}
