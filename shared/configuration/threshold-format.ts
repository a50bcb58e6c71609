import { formatEuro, formatNumber, formatPercent } from '../format/italian-format';
import { THRESHOLD_UNITS, type ThresholdField } from './check-fields';

/** A threshold as the product shows it, by its unit: '20%', '5.000,00 €', the class '5'. */
export function formatThreshold(field: ThresholdField, value: number): string {
  switch (THRESHOLD_UNITS[field]) {
    case 'PERCENT':
      return formatPercent(value);
    case 'EUR':
      return formatEuro(value);
    case 'CLASS':
      return formatNumber(value);
  }
}
