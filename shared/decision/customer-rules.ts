import type { ConfigurationFile } from '../schemas/configuration';
import { CUSTOMER_FIELDS, type CustomerMetrics } from './customer-metrics';
import type { Comparison, DecisionNote } from './types';

/**
 * The two checks on an existing customer (docs/decision-rules.md says why they read as they do).
 *
 * Payment trend, current arrears (EX303): the overdue is material, overdue ≥ amountExpiredThreshold €,
 * and it weighs, either relative to the business (overdue share of the last 12 months' invoicing
 * ≥ delayThreshold %) or in absolute terms (exposure, overdue plus not-yet-due, ≥ amountThreshold €).
 *
 * Payment score (EX302): performance class ≥ paymentScoreThreshold (1 best, 6 worst), unless forgiven
 * because the customer is nearly up to date today: overdue share < graceThreshold %.
 */

type TrendRow = ConfigurationFile['paymentTrendChecks'][number];
type ScoreRow = ConfigurationFile['paymentScoreChecks'][number];

export interface CheckOutcome {
  fired: boolean;
  comparisons: Comparison[];
  notes: DecisionNote[];
}

/** The overdue field actually read (net, or gross as a fallback), so the explanation names it. */
const overdueField = (metrics: CustomerMetrics): string => metrics.overdue?.field ?? CUSTOMER_FIELDS.overdueNet;
const shareFields = (metrics: CustomerMetrics): string[] => [overdueField(metrics), CUSTOMER_FIELDS.invoiced12Months];
const shareQuantity = (metrics: CustomerMetrics): string =>
  `Quota scaduta sul fatturato 12 mesi (${shareFields(metrics).join(' / ')})`;

/** Infinity (overdue with nothing invoiced) has no number to show: the notes say why. */
const shown = (share: number | undefined): number | null =>
  share === undefined || !Number.isFinite(share) ? null : share;

export function paymentTrendCheck(row: TrendRow, metrics: CustomerMetrics): CheckOutcome {
  const { overdue, exposure, overdueShare } = metrics;
  if (!overdue || exposure === undefined)
    return {
      fired: false,
      comparisons: [],
      notes: [{ code: 'PAYMENT_TREND_NOT_APPLICABLE' }],
    };

  const material = overdue.amount >= row.amountExpiredThreshold;
  const relative = overdueShare !== undefined && overdueShare >= row.delayThreshold;
  const absolute = exposure >= row.amountThreshold;
  const comparisons: Comparison[] = [
    {
      check: 'PAYMENT_TREND',
      measure: 'OVERDUE',
      quantity: `Credito scaduto (${overdue.field})`,
      fields: [overdue.field],
      actual: overdue.amount,
      operator: '>=',
      threshold: row.amountExpiredThreshold,
      unit: 'EUR',
      met: material,
    },
    {
      check: 'PAYMENT_TREND',
      measure: 'OVERDUE_SHARE',
      quantity: shareQuantity(metrics),
      fields: shareFields(metrics),
      actual: shown(overdueShare),
      operator: '>=',
      threshold: row.delayThreshold,
      unit: 'PERCENT',
      met: relative,
    },
    {
      check: 'PAYMENT_TREND',
      measure: 'EXPOSURE',
      quantity: `Esposizione (${overdue.field} + ${CUSTOMER_FIELDS.notYetDue})`,
      fields: [overdue.field, CUSTOMER_FIELDS.notYetDue],
      actual: exposure,
      operator: '>=',
      threshold: row.amountThreshold,
      unit: 'EUR',
      met: absolute,
    },
  ];
  return { fired: material && (relative || absolute), comparisons, notes: [] };
}

export function paymentScoreCheck(row: ScoreRow, metrics: CustomerMetrics): CheckOutcome {
  const { performanceClass, overdueShare } = metrics;
  if (performanceClass === undefined)
    return {
      fired: false,
      comparisons: [],
      notes: [{ code: 'PAYMENT_SCORE_NOT_APPLICABLE' }],
    };

  const negative = performanceClass >= row.paymentScoreThreshold;
  const forgiven = overdueShare !== undefined && overdueShare < row.graceThreshold;
  const comparisons: Comparison[] = [
    {
      check: 'PAYMENT_SCORE',
      measure: 'PERFORMANCE_CLASS',
      quantity: `Classe andamentale (${CUSTOMER_FIELDS.performanceClass})`,
      fields: [CUSTOMER_FIELDS.performanceClass],
      actual: performanceClass,
      operator: '>=',
      threshold: row.paymentScoreThreshold,
      unit: 'CLASS',
      met: negative,
    },
  ];
  const notes: DecisionNote[] = [];
  if (negative) {
    comparisons.push({
      check: 'PAYMENT_SCORE',
      measure: 'GRACE_SHARE',
      quantity: `${shareQuantity(metrics)}: tolleranza`,
      fields: shareFields(metrics),
      actual: shown(overdueShare),
      operator: '<',
      threshold: row.graceThreshold,
      unit: 'PERCENT',
      met: forgiven,
    });
    if (overdueShare === undefined) notes.push({ code: 'GRACE_NOT_APPLICABLE' });
  }
  return { fired: negative && !forgiven, comparisons, notes };
}
