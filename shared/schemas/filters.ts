import { z } from 'zod';
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
import { MARKETS } from '../roles';
import { refineWith } from '../validators/refine';
import { validateSubjectIdentifier } from '../validators/subject-identifier';
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

/** The filter fields of spec section 3; every list takes the subset it understands. */
export const FiltersSchema = z
  .object({
    market: z.array(z.enum(MARKETS)),
    microSegment: z.array(z.enum(MICRO_SEGMENTS)),
    macroSegment: z.array(z.enum(MACRO_SEGMENTS)),
    performanceClass: z.array(z.enum(PERFORMANCE_CLASSES)),
    clientStatus: z.array(z.enum(CLIENT_STATUSES)),
    dunningIndex: z.array(z.enum(DUNNING_INDEXES)),
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
    workflow: z.array(z.enum(WORKFLOWS)),
    trafficLight: z.array(z.enum(TRAFFIC_LIGHTS)),
    inRome: z.array(z.enum(IN_ROME_VALUES)),
    subjectType: z.array(z.enum(FILTER_SUBJECT_TYPES)),
    resultCode: z.array(z.enum(RESULT_CODES)),
    resultCodeOnlyPrecheck: z.array(z.enum(PRECHECK_RESULT_CODES)),
    province: z.array(z.string().regex(/^[A-Z]{2}$/)),
    city: z.array(text),
    geoArea: z.array(z.enum(GEO_AREAS)),
    paymentMode: z.array(z.enum(PAYMENT_MODES)),
    acquisitionChannel: z.array(z.enum(ACQUISITION_CHANNELS)),
    onlyActiveSubjects: z.boolean(),
    searchText: text,
    fileName: text,
    executionStatus: z.array(z.enum(EXPORT_STATUSES)),
    exportType: z.array(z.enum(EXPORT_TYPES)),
  })
  .partial()
  .strict();
export type Filters = z.infer<typeof FiltersSchema>;
