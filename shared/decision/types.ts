import type { z } from 'zod';
import type { MicroSegment, ResultCode, SubjectType, TrafficLight, Workflow } from '../enums';
import type { ConfigurationFile } from '../schemas/configuration';
import type {
  CHECK_TABLES,
  ComparisonSchema,
  ConfigurationRowKeySchema,
  DECISION_RULES,
  DecisionExplanationSchema,
  DecisionNoteSchema,
} from './explanation-schema';

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

export type DecisionRule = (typeof DECISION_RULES)[number];

/** One test the engine made: `actual operator threshold` is `met`. */
export type Comparison = z.infer<typeof ComparisonSchema>;

export type CheckTable = (typeof CHECK_TABLES)[number];

export type ConfigurationRowKey = z.infer<typeof ConfigurationRowKeySchema>;

/** A note on missing data, a fallback or a skipped check, as data (its Italian text: `noteText`). */
export type DecisionNote = z.infer<typeof DecisionNoteSchema>;

export type DecisionExplanation = z.infer<typeof DecisionExplanationSchema>;

export interface Decision {
  trafficLight: TrafficLight;
  reason: { code: ResultCode; description: string };
  explanation: DecisionExplanation;
}
