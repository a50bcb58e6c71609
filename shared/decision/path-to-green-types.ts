import type { BlacklistKind, ResultCode } from '../enums';
import type { Role } from '../roles';
import type { SnapshotAddress } from './snapshot';
import type { Comparison, DecisionRule } from './types';

/**
 * What would have made a check green, and how far a green was from red (docs/decision-rules.md 'What
 * would make it green'). JSON as it stands: no Date, no Infinity, no class instance.
 *
 * Every amount is in integer euro cents (the engine compares euro as plain numbers; a path is counted
 * to the cent, the smallest amount a customer pays). Whatever a reader outside the credit-risk office
 * must not see (amounts, a customer's figures, thresholds, another subject's identifiers) is in a
 * `figures` field, and only there: the kind, the label and the rules stay readable when `figures` is
 * dropped.
 */

/**
 * Who can bring the change about: the customer alone (settle an amount), the source of a wrong fact
 * (a correction), or neither (a fact that only changes with time or with someone else's data).
 */
export type ChangeLabel = 'actionable' | 'correctable' | 'none';

export type BureauFinding = 'protests' | 'prejudicialEvents' | 'otherNegativeEvents';

/** Who corrects a fact that is wrong at its source. */
export type CorrectionSource = 'BLACK_LIST_FILE' | 'CREDIT_BUREAU' | 'PROSPECT_RISK_SOURCE' | 'ADDRESS_DATA';

/**
 * Why an address correlates: neither is the checked subject's to change; each goes only when the other
 * subject settles or leaves the list, or when the address data is wrong.
 */
export type FraudCorrelationSource = 'SUBJECT_IN_ARREARS' | 'LISTED_ON_RADIATI' | 'LISTED_ON_CEDUTI';

/** One of the engine's comparisons, named as the explanation names it. */
export type ChangedComparison = Pick<Comparison, 'check' | 'measure'>;

/** An amount settled, and where the overdue it is taken from stands before and after. */
export interface SettleFigures {
  settleCents: number;
  overdueCents: number;
  overdueAfterCents: number;
  /** The overdue share after settling, in percent rounded to two decimals as the engine compares it (null: none). */
  overdueShareAfter: number | null;
  /**
   * Where the settling passes a rule on the way, in order: e.g. 100.01 € clears the arrears, then the
   * payment score still fires until the grace forgives the class.
   */
  stages: { settleCents: number; rule: DecisionRule; code: ResultCode }[];
}

export type PathChange =
  | {
      kind: 'SETTLE_OVERDUE';
      label: 'actionable';
      /** The customer field the engine read the overdue from (the net, or the gross as a fallback). */
      field: string;
      /** The rules the settling stops firing, in the engine's order. */
      clears: DecisionRule[];
      /** The engine's comparisons the settling turns (e.g. the overdue no longer ≥ its threshold). */
      comparisonsChanged: ChangedComparison[];
      figures: SettleFigures;
    }
  | {
      kind: 'LOWER_PERFORMANCE_CLASS';
      // The class sums up how the customer paid over months: no single act changes it.
      label: 'none';
      field: string;
      figures: { classBefore: number; classAfter: number };
    }
  | {
      kind: 'REMOVE_BLACK_LIST_LISTING';
      label: 'correctable';
      // A listing stands unless it is an error: the customer can do nothing about it.
      onlyIf: 'LISTED_IN_ERROR';
      correctedBy: 'BLACK_LIST_FILE';
      list: BlacklistKind;
      /** The version whose members were read; null when the caller did not say. */
      versionId: string | null;
    }
  | {
      kind: 'CORRECT_BUREAU_FINDING';
      label: 'correctable';
      onlyIf: 'RECORDED_IN_ERROR';
      correctedBy: 'CREDIT_BUREAU';
      finding: BureauFinding;
    }
  | {
      kind: 'CORRECT_HIGH_RISK';
      label: 'correctable';
      onlyIf: 'RECORDED_IN_ERROR';
      correctedBy: 'PROSPECT_RISK_SOURCE';
    }
  | {
      kind: 'CORRECT_FRAUD_CORRELATION';
      label: 'correctable';
      onlyIf: 'RECORDED_IN_ERROR';
      correctedBy: 'ADDRESS_DATA';
      /**
       * What correlates, when the check's address facts are known (null: not known): another subject in
       * arrears there, or one a list version in force holds. Another subject's data, so in `figures`.
       */
      figures: { correlatesWith: FraudCorrelationSource[] | null; address: SnapshotAddress | null };
    };

export type PathChangeKind = PathChange['kind'];

/** A set of at most two changes that, replayed through the engine, gives a green. */
export interface GreenPath {
  changes: PathChange[];
  /** The red outcomes the rules read on the way, as the changes are applied in order (none: green at once). */
  readsOnTheWay: { rule: DecisionRule; code: ResultCode }[];
  /** The replay with every change applied: always green, or the path is not returned. */
  replay: { trafficLight: 'V'; rule: DecisionRule; code: ResultCode };
}

/** The white list is the product's override: whether an entry would exempt this check, and who grants one. */
export interface WhiteListExemption {
  label: 'none';
  wouldTurnGreen: boolean;
  /** Why not, when it would not: the white-list check is off (or has no row) for the segment. */
  whyNot: 'WHITE_LIST_CHECK_OFF' | null;
  grantedBy: readonly Role[];
}

/**
 * Why nothing can be computed for a check (a technical error, no snapshot, its configuration version no
 * longer stored), or why a red has no path: the figures a rule needs are unknown (no share without the
 * invoicing, so no grace), no change of the facts turns it green under that configuration (a class
 * threshold of 1 with no grace), or it takes more than two changes.
 */
export type NoPathReason =
  | 'TECHNICAL_ERROR'
  | 'NO_SNAPSHOT'
  | 'CONFIGURATION_UNAVAILABLE'
  | 'FIGURES_UNKNOWN'
  | 'NO_CHANGE_OF_FACTS'
  | 'MORE_THAN_TWO_CHANGES';

export type RedWithoutPath = Extract<NoPathReason, 'FIGURES_UNKNOWN' | 'NO_CHANGE_OF_FACTS' | 'MORE_THAN_TWO_CHANGES'>;

/** How far a green was from red, in the rule's own unit. */
export type GreenMargin =
  | {
      measure: 'OVERDUE';
      field: string;
      turnsRed: { rule: DecisionRule; code: ResultCode };
      /** The smallest further overdue that would have turned it red, and the overdue then. */
      figures: { furtherCents: number; overdueCents: number };
    }
  | {
      measure: 'PERFORMANCE_CLASS';
      field: string;
      turnsRed: { rule: DecisionRule; code: ResultCode };
      figures: { furtherClasses: number; classNow: number };
    }
  | {
      measure: 'WHITE_LIST_EXPIRY';
      /** What the check would have been a millisecond after the entry expired. */
      turnsRed: { rule: DecisionRule; code: ResultCode };
      figures: { expiringDate: string; millisecondsLeft: number };
    };

export type PathToGreen =
  | {
      outcome: 'RED';
      rule: DecisionRule;
      code: ResultCode;
      /** Smallest first; empty only with `noPathReason`. */
      paths: GreenPath[];
      noPathReason: RedWithoutPath | null;
      whiteListExemption: WhiteListExemption;
    }
  | {
      outcome: 'GREEN';
      rule: DecisionRule;
      code: ResultCode;
      /** Empty when no threshold decided it (a prospect's green compares no figure). */
      margins: GreenMargin[];
    }
  | {
      outcome: 'NOT_COMPUTED';
      reason: Extract<NoPathReason, 'TECHNICAL_ERROR' | 'NO_SNAPSHOT' | 'CONFIGURATION_UNAVAILABLE'>;
    };

/** What the reader of the facts knew beside the engine's input: the versions read and the address. */
export interface PathContext {
  blacklistVersions?: Record<BlacklistKind, string | null>;
  address?: SnapshotAddress | null;
}
