import type { ConfigurationMicroSegment, SubjectType } from '../enums';
import { rowFor, rowLabel } from './configuration-rows';
import { customerMetrics } from './customer-metrics';
import { type CheckOutcome, paymentScoreCheck, paymentTrendCheck } from './customer-rules';
import { noteText } from './note-text';
import { RULE_OUTCOMES, resultCodeLabel } from './rule-outcomes';
import type { CheckTable, Decision, DecisionExplanation, DecisionInput, DecisionRule } from './types';
import { whiteListStatus } from './white-list-rule';

/**
 * The precheck decision (docs/decision-rules.md): rules in order, first match wins. Pure: the caller
 * gathers the facts, the engine never does I/O and never throws on missing customer fields.
 */

/** What the rules gather on the way; the Italian notes are written from the note data at the end. */
type Trace = Omit<DecisionExplanation, 'rule' | 'summary' | 'notes'>;

function whiteListRule(input: DecisionInput, trace: Trace): DecisionRule | undefined {
  const { whiteList, configuration, now } = input;
  if (!whiteList) return undefined;
  const status = whiteListStatus(whiteList, now);
  trace.comparisons.push(...status.comparisons);
  trace.noteDetails.push(...status.notes);
  const row = enabledRow(input, trace, 'whiteListChecks', configuration.whiteListChecks);
  return row && status.valid ? 'WHITE_LIST' : undefined;
}

function blackListRule({ blackLists }: DecisionInput): DecisionRule | undefined {
  if (blackLists.radiati) return 'BLACK_LIST_RADIATI';
  if (blackLists.ceduti) return 'BLACK_LIST_CEDUTI';
  return undefined;
}

/** The segment's row of a check table when the check applies to it; otherwise says why not. */
function enabledRow<
  Row extends { subjectType: SubjectType; microSegment: ConfigurationMicroSegment; enabled: boolean },
>(input: DecisionInput, trace: Trace, table: CheckTable, rows: readonly Row[]): Row | undefined {
  const { subjectType, microSegment } = input.request;
  const row = rowFor(rows, subjectType, microSegment);
  if (!row) {
    trace.noteDetails.push({ code: 'CHECK_ROW_MISSING', table, subjectType, microSegment });
    return undefined;
  }
  trace.configurationRows[table] = rowLabel(row);
  trace.configurationRowKeys[table] = { subjectType: row.subjectType, microSegment: row.microSegment };
  if (row.enabled) return row;
  trace.noteDetails.push({
    code: 'CHECK_DISABLED',
    table,
    subjectType,
    microSegment,
    row: { subjectType: row.subjectType, microSegment: row.microSegment },
  });
  return undefined;
}

function record(trace: Trace, outcome: CheckOutcome): boolean {
  trace.comparisons.push(...outcome.comparisons);
  trace.noteDetails.push(...outcome.notes);
  return outcome.fired;
}

function customerRules(input: DecisionInput, trace: Trace): DecisionRule | undefined {
  const { customer, configuration } = input;
  if (!customer) return undefined;
  const metrics = customerMetrics(customer);
  trace.noteDetails.push(...metrics.notes);

  const trendRow = enabledRow(input, trace, 'paymentTrendChecks', configuration.paymentTrendChecks);
  if (trendRow && record(trace, paymentTrendCheck(trendRow, metrics))) return 'PAYMENT_TREND';
  const scoreRow = enabledRow(input, trace, 'paymentScoreChecks', configuration.paymentScoreChecks);
  if (scoreRow && record(trace, paymentScoreCheck(scoreRow, metrics))) return 'PAYMENT_SCORE';
  return 'EXISTING_CUSTOMER';
}

function bureauRule({ request, bureau }: DecisionInput, trace: Trace): DecisionRule | undefined {
  if (request.workflow.endsWith('_NOSIC')) {
    trace.noteDetails.push({ code: 'BUREAU_SKIPPED', workflow: request.workflow });
    return undefined;
  }
  if (!bureau) {
    trace.noteDetails.push({ code: 'BUREAU_NO_DATA' });
    return undefined;
  }
  if (bureau.protests) return 'BUREAU_PROTESTS';
  if (bureau.prejudicialEvents) return 'BUREAU_PREJUDICIAL';
  if (bureau.otherNegativeEvents) return 'BUREAU_OTHER_NEGATIVE';
  return undefined;
}

function prospectRiskRule({ prospectRisk }: DecisionInput, trace: Trace): DecisionRule | undefined {
  if (!prospectRisk) {
    trace.noteDetails.push({ code: 'PROSPECT_RISK_NO_DATA' });
    return undefined;
  }
  const { highRisk, fraudCorrelation } = prospectRisk;
  if (highRisk && fraudCorrelation) return 'HIGH_RISK_FRAUD';
  if (fraudCorrelation) return 'FRAUD_CORRELATION';
  if (highRisk) return 'HIGH_RISK';
  return undefined;
}

export function decide(input: DecisionInput): Decision {
  const trace: Trace = { configurationRows: {}, configurationRowKeys: {}, comparisons: [], noteDetails: [] };
  const rule =
    whiteListRule(input, trace) ??
    blackListRule(input) ??
    customerRules(input, trace) ??
    bureauRule(input, trace) ??
    prospectRiskRule(input, trace) ??
    'PROSPECT';
  const { trafficLight, code, summary } = RULE_OUTCOMES[rule];
  return {
    trafficLight,
    reason: { code, description: resultCodeLabel(code) },
    explanation: { rule, summary, ...trace, notes: trace.noteDetails.map(noteText) },
  };
}
