import { CUSTOMER_FIELDS, customerMetrics } from './customer-metrics';
import { decide } from './decide';
import { overdueCentsOf, performanceClassOf, smallestWhere, withOverdueCents } from './overdue-cents';
import { applyChange } from './path-changes';
import type { ChangedComparison, PathChange, SettleFigures } from './path-to-green-types';
import type { Decision, DecisionInput, DecisionRule } from './types';

/**
 * The changes of an existing customer's facts that stop a customer rule: the overdue to settle (to the
 * cent, found by the engine's own comparisons) and, for the payment score, the class it would take.
 */

const CUSTOMER_RED_RULES: readonly DecisionRule[] = ['PAYMENT_TREND', 'PAYMENT_SCORE'];
export const isCustomerRedRule = (rule: DecisionRule) => CUSTOMER_RED_RULES.includes(rule);

/** The comparisons of the engine whose outcome a change turns: what the rules read after it. */
function comparisonsChanged(before: Decision, after: Decision): ChangedComparison[] {
  const metAfter = new Map(after.explanation.comparisons.map((each) => [`${each.check}/${each.measure}`, each.met]));
  return before.explanation.comparisons
    .filter((each) => {
      const met = metAfter.get(`${each.check}/${each.measure}`);
      return met !== undefined && met !== each.met;
    })
    .map(({ check, measure }) => ({ check, measure }));
}

interface Settling {
  input: DecisionInput;
  decision: Decision;
  field: string;
  overdueCents: number;
}

function settle(
  settling: Settling,
  settleCents: number,
  clears: DecisionRule[],
  stages: SettleFigures['stages'],
): PathChange {
  const { input, decision, field, overdueCents } = settling;
  const overdueAfterCents = overdueCents - settleCents;
  const after = withOverdueCents(input, field, overdueAfterCents);
  const share = after.customer ? customerMetrics(after.customer).overdueShare : undefined;
  return {
    kind: 'SETTLE_OVERDUE',
    label: 'actionable',
    field,
    clears,
    comparisonsChanged: comparisonsChanged(decision, decide(after)),
    figures: {
      settleCents,
      overdueCents,
      overdueAfterCents,
      overdueShareAfter: share === undefined || !Number.isFinite(share) ? null : share,
      stages,
    },
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
  const settling = { input, decision, field, overdueCents: cents };
  const afterSettling = (settleCents: number) => decide(withOverdueCents(input, field, cents - settleCents));

  // A smaller overdue never fires a customer rule that a larger one does not: each test is monotone.
  const stopsRule = smallestWhere(1, cents, (settleCents) => afterSettling(settleCents).explanation.rule !== rule);
  if (stopsRule === undefined) return [];
  const changes = [settle(settling, stopsRule, [rule], [])];
  const next = afterSettling(stopsRule);
  if (next.trafficLight === 'R' && isCustomerRedRule(next.explanation.rule)) {
    const green = smallestWhere(stopsRule + 1, cents, (settleCents) => afterSettling(settleCents).trafficLight === 'V');
    if (green !== undefined)
      changes.push(
        settle(
          settling,
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
