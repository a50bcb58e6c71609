import type { CheckTable } from '../validators/configuration-rules';

/**
 * The thresholds of the check tables (spec section 3 'Configuration') and the unit each is read in:
 * the editor's columns, the diff's sentences and the draft's numbers all follow this one list.
 */

export type ThresholdField =
  | 'delayThreshold'
  | 'amountThreshold'
  | 'amountExpiredThreshold'
  | 'paymentScoreThreshold'
  | 'graceThreshold';

/** Each table's thresholds, in the order the editor shows its columns. */
export const THRESHOLD_FIELDS: Readonly<Record<CheckTable, readonly ThresholdField[]>> = {
  whiteListChecks: [],
  paymentTrendChecks: ['delayThreshold', 'amountThreshold', 'amountExpiredThreshold'],
  paymentScoreChecks: ['paymentScoreThreshold', 'graceThreshold'],
};

/** A row's threshold; undefined when its table has no such field. */
export function thresholdOf(row: object, field: ThresholdField): number | undefined {
  return (row as Partial<Record<ThresholdField, number>>)[field];
}

/** Percent (1 to 100), euro (above 0), or the performance class the score is compared with (1 to 6). */
export type ThresholdUnit = 'PERCENT' | 'EUR' | 'CLASS';

export const THRESHOLD_UNITS: Readonly<Record<ThresholdField, ThresholdUnit>> = {
  delayThreshold: 'PERCENT',
  amountThreshold: 'EUR',
  amountExpiredThreshold: 'EUR',
  paymentScoreThreshold: 'CLASS',
  graceThreshold: 'PERCENT',
};
