import { decide } from './decide';
import { withOverdueCents, withPerformanceClass } from './overdue-cents';
import { applyChanges, applyPath } from './path-changes';
import type { GreenMargin, GreenPath, PathChange, PathToGreen } from './path-to-green-types';
import type { DecisionInput } from './types';

/**
 * The properties every answer of pathToGreen must have, for any check: each path replays to green, no
 * path can be made smaller (a cent less, a class nearer, a change dropped) and stay green, every red has
 * a path or says why not, and each margin is exact (one unit less stays green). For tests: any history
 * of checks (this folder's property test, or a synthetic request log's) is checked with it.
 */

const isGreen = (input: DecisionInput) => decide(input).trafficLight === 'V';

/** The same change one step smaller, where it has a size. */
function smaller(change: PathChange): PathChange | undefined {
  if (change.kind === 'SETTLE_OVERDUE' && change.figures.settleCents > 1) {
    const settleCents = change.figures.settleCents - 1;
    return {
      ...change,
      figures: { ...change.figures, settleCents, overdueAfterCents: change.figures.overdueAfterCents + 1 },
    };
  }
  if (change.kind === 'LOWER_PERFORMANCE_CLASS' && change.figures.classAfter + 1 < change.figures.classBefore)
    return { ...change, figures: { ...change.figures, classAfter: change.figures.classAfter + 1 } };
  return undefined;
}

function pathViolations(input: DecisionInput, path: GreenPath): string[] {
  const violations: string[] = [];
  const replay = decide(applyPath(input, path));
  if (replay.trafficLight !== 'V' || replay.reason.code !== path.replay.code)
    violations.push(`replays to ${replay.trafficLight} ${replay.reason.code}, not to ${path.replay.code}`);
  if (path.changes.length === 0 || path.changes.length > 2) violations.push(`has ${path.changes.length} changes`);
  path.changes.forEach((change, index) => {
    const others = path.changes.filter((_, other) => other !== index);
    if (isGreen(applyChanges(input, others))) violations.push(`is green without its ${change.kind}`);
    const less = smaller(change);
    if (
      less &&
      isGreen(
        applyChanges(
          input,
          path.changes.map((each, other) => (other === index ? less : each)),
        ),
      )
    )
      violations.push(`is green with its ${change.kind} one step smaller`);
  });
  return violations;
}

function marginViolations(input: DecisionInput, margin: GreenMargin): string[] {
  const at = (moved: DecisionInput) => decide(moved);
  const exact = (before: DecisionInput, after: DecisionInput) => {
    const red = at(after);
    const violations: string[] = [];
    if (at(before).trafficLight !== 'V') violations.push(`${margin.measure}: one unit less is already red`);
    if (red.trafficLight !== 'R' || red.reason.code !== margin.turnsRed.code)
      violations.push(`${margin.measure}: the margin gives ${red.reason.code}, not ${margin.turnsRed.code}`);
    return violations;
  };
  switch (margin.measure) {
    case 'OVERDUE': {
      const { overdueCents, furtherCents } = margin.figures;
      return exact(
        withOverdueCents(input, margin.field, overdueCents + furtherCents - 1),
        withOverdueCents(input, margin.field, overdueCents + furtherCents),
      );
    }
    case 'PERFORMANCE_CLASS': {
      const { classNow, furtherClasses } = margin.figures;
      return exact(
        withPerformanceClass(input, classNow + furtherClasses - 1),
        withPerformanceClass(input, classNow + furtherClasses),
      );
    }
    case 'WHITE_LIST_EXPIRY': {
      const expiry = Date.parse(margin.figures.expiringDate);
      return exact({ ...input, now: new Date(expiry) }, { ...input, now: new Date(expiry + 1) });
    }
  }
}

/** What is wrong with `result` as the answer for `input`: nothing, for a correct answer. */
export function pathToGreenViolations(input: DecisionInput, result: PathToGreen): string[] {
  const decision = decide(input);
  if (result.outcome === 'NOT_COMPUTED') return ['a decided check was not computed'];
  if (result.code !== decision.reason.code)
    return [`answers for ${result.code}, the check was ${decision.reason.code}`];
  if (result.outcome === 'GREEN') return result.margins.flatMap((margin) => marginViolations(input, margin));
  const violations = result.paths.flatMap((path) => pathViolations(input, path));
  if (result.paths.length === 0 && result.noPathReason === null) violations.push('a red with no path and no reason');
  return violations;
}
