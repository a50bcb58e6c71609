import type { BureauFinding, FraudCorrelationSource, PathChange, PathContext } from './path-to-green-types';
import type { Decision, DecisionRule } from './types';

/**
 * The facts a red rests on that the customer cannot change: a listing, a bureau finding, a risk profile,
 * a correlation at the supply address. Each would change only if it were wrong at its source, so each
 * is a correction, named with who makes it.
 */

const BUREAU_FINDING_OF: Partial<Record<DecisionRule, BureauFinding>> = {
  BUREAU_PROTESTS: 'protests',
  BUREAU_PREJUDICIAL: 'prejudicialEvents',
  BUREAU_OTHER_NEGATIVE: 'otherNegativeEvents',
};

const highRisk: PathChange = {
  kind: 'CORRECT_HIGH_RISK',
  label: 'correctable',
  onlyIf: 'RECORDED_IN_ERROR',
  correctedBy: 'PROSPECT_RISK_SOURCE',
};
const fraudCorrelation = (context: PathContext): PathChange => ({
  kind: 'CORRECT_FRAUD_CORRELATION',
  label: 'correctable',
  onlyIf: 'RECORDED_IN_ERROR',
  correctedBy: 'ADDRESS_DATA',
  figures: { correlatesWith: correlationSources(context.address ?? null), address: context.address ?? null },
});

function correlationSources(address: PathContext['address']): FraudCorrelationSource[] | null {
  if (!address) return null;
  const sources: FraudCorrelationSource[] = [];
  if (address.inArrears) sources.push('SUBJECT_IN_ARREARS');
  if (address.listedOthers.RADIATI.length > 0) sources.push('LISTED_ON_RADIATI');
  if (address.listedOthers.CEDUTI.length > 0) sources.push('LISTED_ON_CEDUTI');
  return sources;
}

export function factCorrections(decision: Decision, context: PathContext): PathChange[] {
  const rule = decision.explanation.rule;
  if (rule === 'BLACK_LIST_RADIATI' || rule === 'BLACK_LIST_CEDUTI') {
    const list = rule === 'BLACK_LIST_RADIATI' ? 'RADIATI' : 'CEDUTI';
    return [
      {
        kind: 'REMOVE_BLACK_LIST_LISTING',
        label: 'correctable',
        onlyIf: 'LISTED_IN_ERROR',
        correctedBy: 'BLACK_LIST_FILE',
        list,
        versionId: context.blacklistVersions?.[list] ?? null,
      },
    ];
  }
  const finding = BUREAU_FINDING_OF[rule];
  if (finding)
    return [
      {
        kind: 'CORRECT_BUREAU_FINDING',
        label: 'correctable',
        onlyIf: 'RECORDED_IN_ERROR',
        correctedBy: 'CREDIT_BUREAU',
        finding,
      },
    ];
  if (rule === 'HIGH_RISK_FRAUD') return [highRisk, fraudCorrelation(context)];
  if (rule === 'FRAUD_CORRELATION') return [fraudCorrelation(context)];
  if (rule === 'HIGH_RISK') return [highRisk];
  return [];
}
