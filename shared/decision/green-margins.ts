import { CUSTOMER_FIELDS } from './customer-metrics';
import { decide } from './decide';
import {
  overdueCentsOf,
  performanceClassOf,
  smallestUpTo,
  withOverdueCents,
  withPerformanceClass,
} from './overdue-cents';
import type { GreenMargin } from './path-to-green-types';
import type { Decision, DecisionInput } from './types';

/**
 * How far a green was from red, in the rule's own unit, each found by replaying the check through the
 * engine with one fact moved towards the risk: the further overdue (to the cent), the further classes,
 * the time left on a white-list entry. Only the figures a threshold was compared on have a margin.
 */

/** Beyond about 44 billion euro of further overdue, no threshold is near: no margin. */
const FURTHER_OVERDUE_LIMIT_CENTS = 2 ** 42;

function overdueMargin(input: DecisionInput): GreenMargin | undefined {
  const overdue = overdueCentsOf(input);
  if (!overdue) return undefined;
  const withFurther = (furtherCents: number) =>
    decide(withOverdueCents(input, overdue.field, overdue.cents + furtherCents));
  const furtherCents = smallestUpTo(1, FURTHER_OVERDUE_LIMIT_CENTS, (cents) => withFurther(cents).trafficLight === 'R');
  if (furtherCents === undefined) return undefined;
  const red = withFurther(furtherCents);
  return {
    measure: 'OVERDUE',
    field: overdue.field,
    turnsRed: { rule: red.explanation.rule, code: red.reason.code },
    figures: { furtherCents, overdueCents: overdue.cents },
  };
}

function classMargin(input: DecisionInput): GreenMargin | undefined {
  const classNow = performanceClassOf(input);
  if (classNow === undefined) return undefined;
  for (let worse = classNow + 1; worse <= 6; worse++) {
    const red = decide(withPerformanceClass(input, worse));
    if (red.trafficLight === 'R')
      return {
        measure: 'PERFORMANCE_CLASS',
        field: CUSTOMER_FIELDS.performanceClass,
        turnsRed: { rule: red.explanation.rule, code: red.reason.code },
        figures: { furtherClasses: worse - classNow, classNow },
      };
  }
  return undefined;
}

function expiryMargin(input: DecisionInput): GreenMargin | undefined {
  const expiringDate = input.whiteList?.expiringDate;
  const expiry = expiringDate ? Date.parse(expiringDate) : Number.NaN;
  if (!expiringDate || Number.isNaN(expiry)) return undefined;
  // The entry is valid up to and including its expiry instant: a millisecond later it is not.
  const red = decide({ ...input, now: new Date(expiry + 1) });
  if (red.trafficLight !== 'R') return undefined;
  return {
    measure: 'WHITE_LIST_EXPIRY',
    turnsRed: { rule: red.explanation.rule, code: red.reason.code },
    figures: { expiringDate, millisecondsLeft: expiry - input.now.getTime() },
  };
}

export function greenMargins(input: DecisionInput, decision: Decision): GreenMargin[] {
  const margins =
    decision.explanation.rule === 'EXISTING_CUSTOMER'
      ? [overdueMargin(input), classMargin(input)]
      : decision.explanation.rule === 'WHITE_LIST'
        ? [expiryMargin(input)]
        : [];
  return margins.filter((margin): margin is GreenMargin => margin !== undefined);
}
