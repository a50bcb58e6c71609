import type { ConfigurationFile } from '../schemas/configuration';
import { classChanges, isCustomerRedRule, settleChanges } from './customer-changes';
import { customerMetrics } from './customer-metrics';
import { decide } from './decide';
import { factCorrections } from './fact-corrections';
import { greenMargins } from './green-margins';
import { applyChanges, changeKey } from './path-changes';
import type { GreenPath, PathChange, PathContext, PathToGreen, RedWithoutPath } from './path-to-green-types';
import { type DecisionSnapshot, replayInput } from './snapshot';
import type { Decision, DecisionInput } from './types';
import { whiteListExemption } from './white-list-exemption';

/**
 * What would have made a check green (docs/decision-rules.md 'What would make it green'): from the very
 * input the engine decided with, the changes of facts, at most two, that replay to green under the same
 * configuration and black-list versions. Each change stops the rule that decides at that point: a
 * second one is tried when the first leaves another rule firing (a listed customer in arrears, a
 * prospect with two findings). Every path is replayed from its own data before it is returned; one that
 * does not replay to green is a defect and is dropped. A green gets its margins instead. Pure.
 */

export { applyPath } from './path-changes';
export type { PathContext, PathToGreen } from './path-to-green-types';

const MAX_CHANGES = 2;

/** The changes that stop the rule `decision` fired on, each on its own. */
function changesFor(input: DecisionInput, decision: Decision, context: PathContext): PathChange[] {
  return [...factCorrections(decision, context), ...settleChanges(input, decision), ...classChanges(input, decision)];
}

interface Candidate {
  changes: PathChange[];
  readsOnTheWay: GreenPath['readsOnTheWay'];
}

/** The red outcomes a settling passes on its way to green, as a reader of the path follows it. */
const stagesOf = (change: PathChange): GreenPath['readsOnTheWay'] =>
  change.kind === 'SETTLE_OVERDUE' ? change.figures.stages.map(({ rule, code }) => ({ rule, code })) : [];

/** Breadth first, so a path of one change is found before any of two; two orders of the same changes are one path. */
function candidates(input: DecisionInput, decision: Decision, context: PathContext): Candidate[] {
  const found: Candidate[] = [];
  let frontier: Candidate[] = [{ changes: [], readsOnTheWay: [] }];
  for (let depth = 1; depth <= MAX_CHANGES && frontier.length > 0; depth++) {
    const next: Candidate[] = [];
    for (const partial of frontier) {
      const changed = applyChanges(input, partial.changes);
      const reached = partial.changes.length === 0 ? decision : decide(changed);
      const settled = partial.changes.some((change) => change.kind === 'SETTLE_OVERDUE');
      for (const change of changesFor(changed, reached, context)) {
        // A second settling of the same overdue is the first one's settle-to-green, already offered.
        if (settled && change.kind === 'SETTLE_OVERDUE') continue;
        const candidate = {
          changes: [...partial.changes, change],
          readsOnTheWay: [
            ...partial.readsOnTheWay,
            ...(partial.changes.length > 0 ? [{ rule: reached.explanation.rule, code: reached.reason.code }] : []),
            ...stagesOf(change),
          ],
        };
        (decide(applyChanges(input, candidate.changes)).trafficLight === 'V' ? found : next).push(candidate);
      }
    }
    frontier = next;
  }
  const keys = new Set<string>();
  return found.filter(({ changes }) => {
    const key = changes.map(changeKey).sort().join('+');
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}

/** The path, replayed from its changes' data alone: undefined unless the replay is green. */
function replayed(input: DecisionInput, candidate: Candidate): GreenPath | undefined {
  const replay = decide(applyChanges(input, candidate.changes));
  if (replay.trafficLight !== 'V') return undefined;
  return { ...candidate, replay: { trafficLight: 'V', rule: replay.explanation.rule, code: replay.reason.code } };
}

const figuresUnknown = (input: DecisionInput, decision: Decision): boolean => {
  if (!isCustomerRedRule(decision.explanation.rule) || !input.customer) return false;
  const { overdue, overdueShare, performanceClass } = customerMetrics(input.customer);
  return !overdue || overdueShare === undefined || performanceClass === undefined;
};

/**
 * Why a red has no path, followed down the changes that were tried: a rule that no change stops, for
 * want of figures or under that configuration, or one that would take a third change.
 */
function noPathReason(
  input: DecisionInput,
  decision: Decision,
  context: PathContext,
  changesLeft = MAX_CHANGES,
): RedWithoutPath {
  const changes = changesFor(input, decision, context);
  if (changes.length === 0) return figuresUnknown(input, decision) ? 'FIGURES_UNKNOWN' : 'NO_CHANGE_OF_FACTS';
  if (changesLeft <= 1) return 'MORE_THAN_TWO_CHANGES';
  const reasons = changes.map((change) => {
    const changed = applyChanges(input, [change]);
    return noPathReason(changed, decide(changed), context, changesLeft - 1);
  });
  if (reasons.includes('MORE_THAN_TWO_CHANGES')) return 'MORE_THAN_TWO_CHANGES';
  return reasons.includes('FIGURES_UNKNOWN') ? 'FIGURES_UNKNOWN' : 'NO_CHANGE_OF_FACTS';
}

/**
 * The path to green of a check, from the input `decide` took for it and what the reader of the facts
 * knew beside it (the black-list versions read, the address's facts).
 */
export function pathToGreen(input: DecisionInput, context: PathContext = {}): PathToGreen {
  const decision = decide(input);
  const { rule } = decision.explanation;
  const code = decision.reason.code;
  if (decision.trafficLight === 'V') return { outcome: 'GREEN', rule, code, margins: greenMargins(input, decision) };

  const paths = candidates(input, decision, context)
    .map((candidate) => replayed(input, candidate))
    .filter((path): path is GreenPath => path !== undefined)
    .sort((a, b) => a.changes.length - b.changes.length);
  return {
    outcome: 'RED',
    rule,
    code,
    paths,
    noPathReason: paths.length > 0 ? null : noPathReason(input, decision, context),
    whiteListExemption: whiteListExemption(input),
  };
}

/**
 * The same from a recorded check: its snapshot (undefined: recorded before snapshots existed, or in a
 * shape this code does not read) and the file of the configuration version it records (undefined: that
 * version is no longer stored). A technical error has no decision to start from.
 */
export function pathToGreenOfCheck(check: {
  technicalError: boolean;
  snapshot: DecisionSnapshot | undefined;
  configuration: ConfigurationFile | undefined;
}): PathToGreen {
  if (check.technicalError) return { outcome: 'NOT_COMPUTED', reason: 'TECHNICAL_ERROR' };
  const { snapshot, configuration } = check;
  if (!snapshot) return { outcome: 'NOT_COMPUTED', reason: 'NO_SNAPSHOT' };
  if (!configuration) return { outcome: 'NOT_COMPUTED', reason: 'CONFIGURATION_UNAVAILABLE' };
  return pathToGreen(replayInput(snapshot, configuration), {
    blacklistVersions: { RADIATI: snapshot.blackLists.RADIATI.versionId, CEDUTI: snapshot.blackLists.CEDUTI.versionId },
    address: snapshot.address,
  });
}
