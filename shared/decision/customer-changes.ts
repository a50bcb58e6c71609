import { CUSTOMER_FIELDS } from './customer-metrics';
import { decide } from './decide';
import { overdueCentsOf, performanceClassOf, smallestWhere } from './overdue-cents';
import { applyChange } from './path-changes';
import type { PathChange, SettleFigures } from './path-to-green-types';
import type { Decision, DecisionInput, DecisionRule } from './types';

/**
 * The changes of an existing customer's facts that stop a customer rule: the overdue to settle (to the
 * cent, found by the engine's own comparisons) and, for the payment score, the class it would take.
 */

const CUSTOMER_RED_RULES: readonly DecisionRule[] = ['PAYMENT_TREND', 'PAYMENT_SCORE'];
export const isCustomerRedRule = (rule: DecisionRule) => CUSTOMER_RED_RULES.includes(rule);

function settle(
  field: string,
  overdueCents: number,
  settleCents: number,
  clears: DecisionRule[],
  stages: SettleFigures['stages'],
): PathChange {
  return {
    kind: 'SETTLE_OVERDUE',
    label: 'actionable',
    field,
    clears,
    figures: { settleCents, overdueCents, overdueAfterCents: overdueCents - settleCents, stages },
  };
}

/**
 * The least settling that stops `decision`'s rule and, when the next customer rule then fires (a customer
 * out of arrears may still meet the payment score), the least that makes the check green: one change
 * each, since both settle the same overdue.
 */
export function settleChanges(input: DecisionInput, decision: Decision): PathChange[] {
  const rule = decision.explanation.rule;
  const overdue = overdueCentsOf(input);
  if (!isCustomerRedRule(rule) || !overdue || overdue.cents <= 0) return [];
  const { field, cents } = overdue;
  const afterSettling = (settleCents: number) => decide(applyChange(input, settle(field, cents, settleCents, [], [])));

  // A smaller overdue never fires a customer rule that a larger one does not: each test is monotone.
  const stopsRule = smallestWhere(1, cents, (settleCents) => afterSettling(settleCents).explanation.rule !== rule);
  if (stopsRule === undefined) return [];
  const changes = [settle(field, cents, stopsRule, [rule], [])];
  const next = afterSettling(stopsRule);
  if (next.trafficLight === 'R' && isCustomerRedRule(next.explanation.rule)) {
    const green = smallestWhere(stopsRule + 1, cents, (settleCents) => afterSettling(settleCents).trafficLight === 'V');
    if (green !== undefined)
      changes.push(
        settle(
          field,
          cents,
          green,
          [rule, next.explanation.rule],
          [{ settleCents: stopsRule, rule: next.explanation.rule, code: next.reason.code }],
        ),
      );
  }
  return changes;
}

/** The worst class the payment score would not fire on (the nearest to the recorded one), if any. */
export function classChanges(input: DecisionInput, decision: Decision): PathChange[] {
  const classBefore = performanceClassOf(input);
  if (decision.explanation.rule !== 'PAYMENT_SCORE' || classBefore === undefined) return [];
  for (let classAfter = classBefore - 1; classAfter >= 1; classAfter--) {
    const change: PathChange = {
      kind: 'LOWER_PERFORMANCE_CLASS',
      label: 'none',
      field: CUSTOMER_FIELDS.performanceClass,
      figures: { classBefore, classAfter },
    };
    if (decide(applyChange(input, change)).explanation.rule !== 'PAYMENT_SCORE') return [change];
  }
  return [];
}
