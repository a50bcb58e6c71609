import type { ConfigurationFile } from '../schemas/configuration';
import { CUSTOMER_FIELDS, type CustomerMetrics } from './customer-metrics';
import type { Comparison } from './types';

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
  notes: string[];
}

/** Names the overdue field actually read, so a gross fallback shows in the explanation. */
const shareQuantity = (metrics: CustomerMetrics): string =>
  `Quota scaduta sul fatturato 12 mesi (${metrics.overdue?.field ?? CUSTOMER_FIELDS.overdueNet} / ${CUSTOMER_FIELDS.invoiced12Months})`;

/** Infinity (overdue with nothing invoiced) has no number to show: the notes say why. */
const shown = (share: number | undefined): number | null =>
  share === undefined || !Number.isFinite(share) ? null : share;

export function paymentTrendCheck(row: TrendRow, metrics: CustomerMetrics): CheckOutcome {
  const { overdue, exposure, overdueShare } = metrics;
  if (!overdue || exposure === undefined)
    return {
      fired: false,
      comparisons: [],
      notes: ['Controllo andamento pagamenti non applicabile: credito scaduto non noto.'],
    };

  const material = overdue.amount >= row.amountExpiredThreshold;
  const relative = overdueShare !== undefined && overdueShare >= row.delayThreshold;
  const absolute = exposure >= row.amountThreshold;
  const comparisons: Comparison[] = [
    {
      check: 'PAYMENT_TREND',
      quantity: `Credito scaduto (${overdue.field})`,
      actual: overdue.amount,
      operator: '>=',
      threshold: row.amountExpiredThreshold,
      unit: 'EUR',
      met: material,
    },
    {
      check: 'PAYMENT_TREND',
      quantity: shareQuantity(metrics),
      actual: shown(overdueShare),
      operator: '>=',
      threshold: row.delayThreshold,
      unit: 'PERCENT',
      met: relative,
    },
    {
      check: 'PAYMENT_TREND',
      quantity: `Esposizione (${overdue.field} + ${CUSTOMER_FIELDS.notYetDue})`,
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
      notes: ['Controllo andamentale non applicabile: classe andamentale non nota.'],
    };

  const negative = performanceClass >= row.paymentScoreThreshold;
  const forgiven = overdueShare !== undefined && overdueShare < row.graceThreshold;
  const comparisons: Comparison[] = [
    {
      check: 'PAYMENT_SCORE',
      quantity: `Classe andamentale (${CUSTOMER_FIELDS.performanceClass})`,
      actual: performanceClass,
      operator: '>=',
      threshold: row.paymentScoreThreshold,
      unit: 'CLASS',
      met: negative,
    },
  ];
  const notes: string[] = [];
  if (negative) {
    comparisons.push({
      check: 'PAYMENT_SCORE',
      quantity: `${shareQuantity(metrics)}: tolleranza`,
      actual: shown(overdueShare),
      operator: '<',
      threshold: row.graceThreshold,
      unit: 'PERCENT',
      met: forgiven,
    });
    if (overdueShare === undefined) notes.push('Tolleranza non applicabile: quota scaduta non calcolabile.');
  }
  return { fired: negative && !forgiven, comparisons, notes };
}
