import { withOverdueCents, withPerformanceClass } from './overdue-cents';
import type { GreenPath, PathChange } from './path-to-green-types';
import type { DecisionInput } from './types';

/**
 * A path's changes applied to a check's input, from the changes' own data: what a replay decides, so a
 * path is proven by exactly what it says, not by whatever the search that found it had in hand.
 */

export function applyChange(input: DecisionInput, change: PathChange): DecisionInput {
  switch (change.kind) {
    case 'SETTLE_OVERDUE':
      return withOverdueCents(input, change.field, change.figures.overdueAfterCents);
    case 'LOWER_PERFORMANCE_CLASS':
      return withPerformanceClass(input, change.figures.classAfter);
    case 'REMOVE_BLACK_LIST_LISTING':
      return {
        ...input,
        blackLists: { ...input.blackLists, [change.list === 'RADIATI' ? 'radiati' : 'ceduti']: false },
      };
    case 'CORRECT_BUREAU_FINDING':
      return input.bureau ? { ...input, bureau: { ...input.bureau, [change.finding]: false } } : input;
    case 'CORRECT_HIGH_RISK':
      return input.prospectRisk ? { ...input, prospectRisk: { ...input.prospectRisk, highRisk: false } } : input;
    case 'CORRECT_FRAUD_CORRELATION':
      return input.prospectRisk
        ? { ...input, prospectRisk: { ...input.prospectRisk, fraudCorrelation: false } }
        : input;
  }
}

export function applyChanges(input: DecisionInput, changes: readonly PathChange[]): DecisionInput {
  return changes.reduce(applyChange, input);
}

export const applyPath = (input: DecisionInput, path: Pick<GreenPath, 'changes'>): DecisionInput =>
  applyChanges(input, path.changes);

/** Which fact a change is about, so that two orders of the same changes count as one path. */
export function changeKey(change: PathChange): string {
  switch (change.kind) {
    case 'REMOVE_BLACK_LIST_LISTING':
      return `${change.kind}:${change.list}`;
    case 'CORRECT_BUREAU_FINDING':
      return `${change.kind}:${change.finding}`;
    case 'SETTLE_OVERDUE':
      return `${change.kind}:${change.figures.settleCents}`;
    default:
      return change.kind;
  }
}
