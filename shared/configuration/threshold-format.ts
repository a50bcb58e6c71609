import { formatEuroAmount, formatNumber, formatPercent } from '../format/italian-format';
import { THRESHOLD_UNITS, type ThresholdField } from './check-fields';

/** A threshold as the product shows it, by its unit: '20%', '5.000 €' (cents where it has them), the class '5'. */
export function formatThreshold(field: ThresholdField, value: number): string {
  switch (THRESHOLD_UNITS[field]) {
    case 'PERCENT':
      return formatPercent(value);
    case 'EUR':
      return formatEuroAmount(value);
    case 'CLASS':
      return formatNumber(value);
  }
}
