/**
 * Numbers, money and dates as the spec shows them: always in the Italian format, whatever the language
 * of the interface (spec section 1: 'Numbers and counts use the Italian format').
 */

// Italian CLDR data skips the separator for four-digit numbers ('1234'); the product groups always.
const integerFormat = new Intl.NumberFormat('it-IT', { useGrouping: 'always', maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('it-IT', { useGrouping: 'always', maximumFractionDigits: 2 });
const euroFormat = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** 1234567 → '1.234.567'; decimals up to two places with a comma: 1234.5 → '1.234,5'. */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? integerFormat.format(value) : decimalFormat.format(value);
}

/** A count is always whole: 1234567 → '1.234.567'. */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}

/** 1234.5 → '1.234,50 €'. */
export function formatEuro(value: number): string {
  return euroFormat.format(value);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'dd/MM/yyyy'. A date-only string ('2026-03-05') is a calendar day and is shown as is, never shifted
 * by the time zone; a timestamp is shown in the browser's time zone. Unreadable input gives ''.
 */
export function formatDate(value: Date | string | number): string {
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

function pad(part: number): string {
  return String(part).padStart(2, '0');
}
