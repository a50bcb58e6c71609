import { z } from 'zod';
import { CONFIGURATION_MICRO_SEGMENTS, MICRO_SEGMENTS, SUBJECT_TYPES, WORKFLOWS } from '../enums';

/**
 * The shape of a decision's explanation (docs/decision-rules.md 'The explanation'), defined once: the
 * engine's types are inferred from it and the precheck response carries it. Beside the Italian texts the
 * server writes into the request log and the enrichment file (`summary`, `notes`, `quantity`), every
 * fact is also carried as data (rule, measure, row keys, note codes with their values), so the console
 * can word it for a risk officer in either language.
 */

export const DECISION_RULES = [
  'WHITE_LIST',
  'BLACK_LIST_RADIATI',
  'BLACK_LIST_CEDUTI',
  'PAYMENT_TREND',
  'PAYMENT_SCORE',
  'EXISTING_CUSTOMER',
  'BUREAU_PROTESTS',
  'BUREAU_PREJUDICIAL',
  'BUREAU_OTHER_NEGATIVE',
  'HIGH_RISK_FRAUD',
  'FRAUD_CORRELATION',
  'HIGH_RISK',
  'PROSPECT',
] as const;

/** The check tables of the configuration file that the engine reads rows of. */
export const CHECK_TABLES = ['whiteListChecks', 'paymentTrendChecks', 'paymentScoreChecks'] as const;

export const COMPARED_CHECKS = ['WHITE_LIST', 'PAYMENT_TREND', 'PAYMENT_SCORE'] as const;

/**
 * What a comparison measured. The overdue share appears twice: against the arrears threshold
 * (OVERDUE_SHARE, payment trend) and against the grace of the payment score (GRACE_SHARE).
 */
export const COMPARISON_MEASURES = [
  'WHITE_LIST_EXPIRY',
  'OVERDUE',
  'OVERDUE_SHARE',
  'EXPOSURE',
  'PERFORMANCE_CLASS',
  'GRACE_SHARE',
] as const;

export const COMPARISON_UNITS = ['EUR', 'PERCENT', 'CLASS', 'DATE'] as const;
export const COMPARISON_OPERATORS = ['>=', '<', '<='] as const;

/** A configuration row's key: 'PF/DEFAULT' as data. */
export const ConfigurationRowKeySchema = z.object({
  subjectType: z.enum(SUBJECT_TYPES),
  microSegment: z.enum(CONFIGURATION_MICRO_SEGMENTS),
});

/** One test the engine made: `actual operator threshold` is `met`. */
export const ComparisonSchema = z.object({
  check: z.enum(COMPARED_CHECKS),
  measure: z.enum(COMPARISON_MEASURES),
  /** What was measured, in Italian, with the customer field it comes from (request log, CSV). */
  quantity: z.string(),
  /** The customer-row fields the figure was computed from (the overdue may be the gross one); none for dates. */
  fields: z.array(z.string()),
  /** Null when it could not be measured (see the notes). DATE values are ISO instants. */
  actual: z.union([z.number(), z.string()]).nullable(),
  operator: z.enum(COMPARISON_OPERATORS),
  threshold: z.union([z.number(), z.string()]),
  unit: z.enum(COMPARISON_UNITS),
  met: z.boolean(),
});

const segment = { subjectType: z.enum(SUBJECT_TYPES), microSegment: z.enum(MICRO_SEGMENTS) };
const table = z.enum(CHECK_TABLES);
/** Missing data, fallbacks and skipped checks, each a code with the values its sentence needs. */
export const DecisionNoteSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('WHITE_LIST_REVOKED'), revocationDate: z.string() }),
  z.object({ code: z.literal('WHITE_LIST_NO_EXPIRY') }),
  z.object({ code: z.literal('WHITE_LIST_EXPIRY_UNREADABLE'), expiringDate: z.string() }),
  z.object({ code: z.literal('WHITE_LIST_EXPIRED'), expiringDate: z.string() }),
  // The table has neither the segment's row nor its DEFAULT row.
  z.object({ code: z.literal('CHECK_ROW_MISSING'), table, ...segment }),
  // The row used for the request's segment has the check disabled.
  z.object({ code: z.literal('CHECK_DISABLED'), table, ...segment, row: ConfigurationRowKeySchema }),
  z.object({ code: z.literal('OVERDUE_GROSS_USED') }),
  z.object({ code: z.literal('OVERDUE_UNKNOWN') }),
  z.object({ code: z.literal('NOT_YET_DUE_MISSING') }),
  z.object({ code: z.literal('INVOICED_MISSING') }),
  z.object({ code: z.literal('NOTHING_INVOICED_WITH_OVERDUE') }),
  z.object({ code: z.literal('PERFORMANCE_CLASS_INVALID') }),
  z.object({ code: z.literal('PAYMENT_TREND_NOT_APPLICABLE') }),
  z.object({ code: z.literal('PAYMENT_SCORE_NOT_APPLICABLE') }),
  z.object({ code: z.literal('GRACE_NOT_APPLICABLE') }),
  z.object({ code: z.literal('BUREAU_SKIPPED'), workflow: z.enum(WORKFLOWS) }),
  z.object({ code: z.literal('BUREAU_NO_DATA') }),
  z.object({ code: z.literal('PROSPECT_RISK_NO_DATA') }),
]);

export const DecisionExplanationSchema = z.object({
  /** The rule that fired. */
  rule: z.enum(DECISION_RULES),
  /** One Italian sentence a risk officer can read back to a colleague. */
  summary: z.string(),
  /** The configuration row each check used, e.g. 'PF/DEFAULT' when PF/PER has no row of its own. */
  configurationRows: z.partialRecord(table, z.string()),
  /** The same rows as data. */
  configurationRowKeys: z.partialRecord(table, ConfigurationRowKeySchema),
  /** Every comparison made on the way, in order, including those that did not fire. */
  comparisons: z.array(ComparisonSchema),
  /** The notes in Italian, as the request log and the enrichment file show them. */
  notes: z.array(z.string()),
  /** The same notes as data, in the same order. */
  noteDetails: z.array(DecisionNoteSchema),
});
