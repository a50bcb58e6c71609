import type { MicroSegment, ResultCode, SubjectType, TrafficLight, Workflow } from '../enums';
import type { ConfigurationFile } from '../schemas/configuration';

/** What the decision engine is asked about: the subject of a validated precheck request. */
export interface DecisionRequest {
  subjectType: SubjectType;
  microSegment: MicroSegment;
  taxCode?: string | null;
  vatRegistrationNo?: string | null;
  workflow: Workflow;
}

/** The subject's white-list entry, as stored (ISO date-times). */
export interface WhiteListFact {
  revocationDate?: string | null;
  expiringDate?: string | null;
}

/** Whether the subject is on the ACTIVE version of each black list. */
export interface BlackListFacts {
  radiati: boolean;
  ceduti: boolean;
}

/**
 * A customer-base row (spec 'Customer row': A_*, K_*, C_*, S_* fields). Rows travel as loose records,
 * so any field may be missing, null or numeric text: the engine reads them defensively.
 */
export type CustomerRecord = Readonly<Record<string, unknown>>;

/** What the credit bureau holds against a prospect. */
export interface BureauFindings {
  protests: boolean;
  prejudicialEvents: boolean;
  otherNegativeEvents: boolean;
}

/**
 * Prospect risk as gathered by the caller: a high-risk profile, and a possible fraud correlation (the
 * supply address is shared with a black-listed subject or one in arrears).
 */
export interface ProspectRiskFacts {
  highRisk: boolean;
  fraudCorrelation: boolean;
}

/** Everything the engine decides on; gathering it is the caller's job, so the engine does no I/O. */
export interface DecisionInput {
  request: DecisionRequest;
  /** The CURRENT configuration's file. */
  configuration: ConfigurationFile;
  /** Null when the subject has no white-list entry. */
  whiteList: WhiteListFact | null;
  blackLists: BlackListFacts;
  /** Null for a prospect (not in the customer base by tax code or VAT number). */
  customer: CustomerRecord | null;
  /** Null when the bureau was not asked or knows nothing of the subject. */
  bureau: BureauFindings | null;
  /** Null when no risk facts were gathered. */
  prospectRisk: ProspectRiskFacts | null;
  now: Date;
}

export type DecisionRule =
  | 'WHITE_LIST'
  | 'BLACK_LIST_RADIATI'
  | 'BLACK_LIST_CEDUTI'
  | 'PAYMENT_TREND'
  | 'PAYMENT_SCORE'
  | 'EXISTING_CUSTOMER'
  | 'BUREAU_PROTESTS'
  | 'BUREAU_PREJUDICIAL'
  | 'BUREAU_OTHER_NEGATIVE'
  | 'HIGH_RISK_FRAUD'
  | 'FRAUD_CORRELATION'
  | 'HIGH_RISK'
  | 'PROSPECT';

/** One test the engine made: `actual operator threshold` is `met`. */
export interface Comparison {
  check: 'WHITE_LIST' | 'PAYMENT_TREND' | 'PAYMENT_SCORE';
  /** What was measured, in Italian, with the customer field it comes from. */
  quantity: string;
  /** Null when it could not be measured (see the notes). */
  actual: number | string | null;
  operator: '>=' | '<' | '<=';
  threshold: number | string;
  unit: 'EUR' | 'PERCENT' | 'CLASS' | 'DATE';
  met: boolean;
}

export type CheckTable = 'whiteListChecks' | 'paymentTrendChecks' | 'paymentScoreChecks';

export interface DecisionExplanation {
  /** The rule that fired. */
  rule: DecisionRule;
  /** One Italian sentence a risk officer can read back to a colleague. */
  summary: string;
  /** The configuration row each check used, e.g. 'PF/DEFAULT' when PF/PER has no row of its own. */
  configurationRows: Partial<Record<CheckTable, string>>;
  /** Every comparison made on the way, in order, including those that did not fire. */
  comparisons: Comparison[];
  /** Missing data, fallbacks and skipped checks, in Italian. */
  notes: string[];
}

export interface Decision {
  trafficLight: TrafficLight;
  reason: { code: ResultCode; description: string };
  explanation: DecisionExplanation;
}
