import { z } from 'zod';
import { AUDIT_ENTITIES } from '../audit-events';
import {
  ACQUISITION_CHANNELS,
  CLIENT_STATUSES,
  DUNNING_INDEXES,
  EXPORT_STATUSES,
  EXPORT_TYPES,
  FILTER_SUBJECT_TYPES,
  GEO_AREAS,
  IN_ROME_VALUES,
  MACRO_SEGMENTS,
  MICRO_SEGMENTS,
  PAYMENT_MODES,
  PERFORMANCE_CLASSES,
  PRECHECK_RESULT_CODES,
  RESULT_CODES,
  TRAFFIC_LIGHTS,
  WORKFLOWS,
} from '../enums';
import { CHAIN_FLAGS } from '../monitoring/link';
import { REVIEW_STATUSES } from '../monitoring/review-status';
import { MARKETS } from '../roles';
import { refineWith } from '../validators/refine';
import { validateSubjectIdentifier } from '../validators/subject-identifier';
import { AUDIT_OUTCOMES } from './audit';
import { BacktestChangesFiltersSchema } from './backtest';
import { DateRangeSchema } from './common';
import { singleLineText } from './text';

const text = singleLineText().max(200);
/**
 * A tax code or VAT number: refused with the spec's message, never searched for nothing. Blank is no
 * filter, as the lists read it.
 */
const subjectIdentifier = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  singleLineText().max(200).superRefine(refineWith(validateSubjectIdentifier)).optional(),
);

/**
 * Values one multiple-choice filter takes at most: a list's filter is an `IN` of DynamoDB, which takes
 * at most 100 operands (more is a ValidationException, which the local emulator does not raise).
 */
const MAX_CHOICES = 100;
/** A version's id as the versioned rail makes it (20261124-153210-abcdef01), or a seeded one. */
const versionId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Versione non valida');
const tooMany = (most: number) => `Al massimo ${most} valori`;

/** A choice among an enumeration's values: each at most once in number, so never more than it has. */
const choices = <const Values extends readonly [string, ...string[]]>(values: Values) => {
  const most = Math.min(values.length, MAX_CHOICES);
  return z.array(z.enum(values)).max(most, tooMany(most));
};

/** The filter fields of spec section 3; every list takes the subset it understands. */
export const FiltersSchema = z
  .object({
    market: choices(MARKETS),
    microSegment: choices(MICRO_SEGMENTS),
    macroSegment: choices(MACRO_SEGMENTS),
    performanceClass: choices(PERFORMANCE_CLASSES),
    clientStatus: choices(CLIENT_STATUSES),
    dunningIndex: choices(DUNNING_INDEXES),
    isPdrExisting: z.boolean(),
    invoiced: z.object({ from: z.number(), to: z.number() }).refine((range) => range.from <= range.to, {
      message: 'Il limite inferiore non può superare il limite superiore',
    }),
    vatNumber: subjectIdentifier,
    companyName: text,
    surname: text,
    name: text,
    siebelCode: text,
    salesRequest: text,
    requestId: z.number().int().nonnegative(),
    dateRange: DateRangeSchema,
    workflow: choices(WORKFLOWS),
    trafficLight: choices(TRAFFIC_LIGHTS),
    inRome: choices(IN_ROME_VALUES),
    subjectType: choices(FILTER_SUBJECT_TYPES),
    resultCode: choices(RESULT_CODES),
    resultCodeOnlyPrecheck: choices(PRECHECK_RESULT_CODES),
    province: z.array(z.string().regex(/^[A-Z]{2}$/)).max(MAX_CHOICES, tooMany(MAX_CHOICES)),
    city: z.array(text).max(MAX_CHOICES, tooMany(MAX_CHOICES)),
    geoArea: choices(GEO_AREAS),
    paymentMode: choices(PAYMENT_MODES),
    acquisitionChannel: choices(ACQUISITION_CHANNELS),
    onlyActiveSubjects: z.boolean(),
    searchText: text,
    fileName: text,
    executionStatus: choices(EXPORT_STATUSES),
    exportType: choices(EXPORT_TYPES),
    /** The checks decided with this configuration version (its id), or with this black-list version. */
    configurationId: versionId,
    blacklistVersion: versionId,
    /**
     * The BACKTEST export's: the back-test's version (kind, id), the transitions the list shows
     * and the run whose changed checks are written. Without them exportFileAsync refused that export.
     */
    ...BacktestChangesFiltersSchema.shape,
    runId: z.uuid(),
    /**
     * 'Registro modifiche', the audit trail, so its search can be queued as an AUDIT export: the handler then
     * checks them exactly against the audit list's own schema (schemas/audit.ts: a known action, the range).
     */
    user: text,
    entityType: choices(AUDIT_ENTITIES),
    entityId: text,
    action: z.array(text).max(MAX_CHOICES, tooMany(MAX_CHOICES)),
    outcome: choices(AUDIT_OUTCOMES),
    /**
     * 'Verifiche ripetute', so its search can be queued as a REPEATED_CHECKS export: the handler then checks
     * them exactly against the chains list's own schema (schemas/monitoring.ts).
     */
    flags: choices(CHAIN_FLAGS),
    agency: text,
    channel: text,
    minAttempts: z.number().int(),
    maxAttempts: z.number().int(),
    reviewStatus: choices(REVIEW_STATUSES),
  })
  .partial()
  .strict();
export type Filters = z.infer<typeof FiltersSchema>;
